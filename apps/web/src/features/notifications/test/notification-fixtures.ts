import type { NotificationDataDto, NotificationDto, NotificationsPageDto } from '@marketplace/contract';

let next = 1;

/** 5 March 2026 14:07 in the browser's time zone. */
export const CREATED_AT = new Date(2026, 2, 5, 14, 7).toISOString();

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
