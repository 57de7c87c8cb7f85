import type { NotificationDataDto, NotificationDto, NotificationsPageDto } from '@marketplace/contract';
import { atEditionTime } from '#web/test/edition-time.ts';

let next = 1;

/** 14:07 on 5 March 2026 in New York (the US edition's clock): 20:07 in Warsaw. */
export const CREATED_AT = atEditionTime('us', 2026, 2, 5, 14, 7);

export function notificationDto(
  data: NotificationDataDto = { type: 'orderconfirmed', orderId: 123 },
  values: Partial<NotificationDto> = {},
): NotificationDto {
  const id = next++;
  return {
    id,
    notificationId: `notification-${id}`,
    data,
    readAt: null,
    createdAt: CREATED_AT,
    ...values,
  };
}

export function notificationsPage(
  items: NotificationDto[],
  values: Partial<NotificationsPageDto> = {},
): NotificationsPageDto {
  return {
    items,
    total: items.length,
    unreadCount: items.filter((item) => item.readAt === null).length,
    ...values,
  };
}
