import { ownPart } from '../../db/unit-of-work.ts';
import type { EventLog } from '../events/index.ts';
import { queueRealtime } from '../realtime/index.ts';
import type { NewNotification, NotificationsRepository } from './notifications.repository.ts';

/**
 * What another module's transaction hands the notifications module: its part of the scope (the
 * notifications repository, which only this module reads) and the events, through which the
 * accounts' sockets hear of a stored notification once it commits (decision 075).
 */
export interface NotificationsScope {
  notifications: unknown;
  events: EventLog;
}

export type { NewNotification };

const own = (scope: { notifications: unknown }) => ownPart<NotificationsRepository>(scope.notifications);

/** The bell refetches: a notification was stored (decision 075: an event of the same transaction). */
const announce = (scope: NotificationsScope, accountIds: readonly number[]) =>
  queueRealtime(scope.events, accountIds, { type: 'notification' });

/**
 * Stores a notification in the caller's transaction, once per `dedupeKey` (a replayed event
 * notifies nobody twice); the account's sockets hear of it through an event of the same transaction.
 */
export async function notify(scope: NotificationsScope, values: NewNotification): Promise<void> {
  if (await own(scope).insert(values)) await announce(scope, [values.accountId]);
}

/**
 * Stores many notifications in one statement, each once per `dedupeKey`; the accounts that got
 * one hear of it in one realtime event of the same transaction. Answers those accounts.
 */
export async function notifyMany(
  scope: NotificationsScope,
  values: readonly NewNotification[],
): Promise<number[]> {
  if (values.length === 0) return [];
  const accountIds = await own(scope).insertMany(values);
  await announce(scope, accountIds);
  return accountIds;
}

/**
 * Stores a conversation's 'newchatmessage' notification unless its account still has an unread one
 * for that conversation (the unique index decides, whoever writes at the same time). Answers
 * whether it stored one; a stored one reaches the account's sockets.
 */
export async function notifyUnlessUnread(
  scope: NotificationsScope,
  values: NewNotification & { kind: 'newchatmessage'; data: { conversationId: number } },
): Promise<boolean> {
  const stored = await own(scope).insertUnlessUnread(values);
  if (stored) await announce(scope, [values.accountId]);
  return stored;
}

/**
 * Reading a conversation reads its new-message notifications; the bell refetches when any was
 * unread (its count just went down). Answers how many it marked.
 */
export async function readConversationNotifications(
  scope: NotificationsScope,
  conversationId: number,
  accountId: number,
  now: Date,
): Promise<number> {
  const marked = await own(scope).markConversationRead(conversationId, accountId, now);
  if (marked > 0) await announce(scope, [accountId]);
  return marked;
}
