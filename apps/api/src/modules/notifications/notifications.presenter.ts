import type { NotificationDataDto, NotificationDto, NotificationsPageDto } from '@marketplace/contract';
import type { NotificationRow } from './notifications.repository.ts';

/**
 * The event a notification stands for: its stored dedupe key (`orderconfirmed:42`,
 * `expiringoffer:7:<expiry ms>`), or `notification-<id>` when it was stored without one
 * (decision 066).
 */
export const notificationIdOf = (row: Pick<NotificationRow, 'id' | 'dedupeKey'>) =>
  row.dedupeKey ?? `notification-${row.id}`;

/** Spec 001 "Notification": the stored data with its kind as `type` (the kind wins over any stored `type`). */
export function presentNotification(row: NotificationRow): NotificationDto {
  return {
    id: row.id,
    notificationId: notificationIdOf(row),
    data: { ...row.data, type: row.kind } as NotificationDataDto,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentNotificationsPage(page: {
  items: NotificationRow[];
  total: number;
  unreadCount: number;
}): NotificationsPageDto {
  return { items: page.items.map(presentNotification), total: page.total, unreadCount: page.unreadCount };
}
