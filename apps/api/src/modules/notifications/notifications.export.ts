import { and, asc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

/** What the notifications module hands to "Download my data" (decision 077): an account's notifications, a page at a time. */
export function createNotificationsExport(db: Executor) {
  return {
    notificationsOfAccountForExport(accountId: number, afterId: number, limit: number) {
      return db
        .select({
          id: notifications.id,
          type: notifications.kind,
          data: notifications.data,
          readAt: notifications.readAt,
          createdAt: notifications.createdAt,
        })
        .from(notifications)
        .where(and(eq(notifications.accountId, accountId), gt(notifications.id, afterId)))
        .orderBy(asc(notifications.id))
        .limit(limit);
    },
  };
}

export type NotificationsExport = ReturnType<typeof createNotificationsExport>;
