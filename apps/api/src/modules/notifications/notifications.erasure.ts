import { ownPart } from '../../db/unit-of-work.ts';
import type { NotificationsRepository } from './notifications.repository.ts';

/** A deleted account's notifications are removed (decision 078). */
export async function removeNotificationsOfDeletedAccount(
  scope: { notifications: unknown },
  accountId: number,
): Promise<void> {
  await ownPart<NotificationsRepository>(scope.notifications).deleteAllOf(accountId);
}
