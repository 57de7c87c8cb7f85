import type { NotificationsRepository } from './notifications.repository.ts';

/** A deleted account's notifications are removed (decision 078). */
export async function removeNotificationsOfDeletedAccount(
  scope: { notifications: Pick<NotificationsRepository, 'deleteAllOf'> },
  accountId: number,
): Promise<void> {
  await scope.notifications.deleteAllOf(accountId);
}
