import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, notifications, offers } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export function createNotificationsRepository(db: Executor) {
  return {
    /**
     * One 'expiringoffer' notification per published offer whose validity ends within the window.
     * The key holds the expiry date, so an extended offer is noticed again, and runs racing each
     * other insert it once. Answers the rows inserted now.
     */
    async queueExpiringOffers(now: Date, until: Date): Promise<NotificationRow[]> {
      const expiring = await db
        .select({
          id: offers.id,
          region: offers.region,
          accountId: offers.accountId,
          title: offers.title,
          expiredAt: offers.expiredAt,
        })
        .from(offers)
        .where(and(eq(offers.status, 'published'), gt(offers.expiredAt, now), lte(offers.expiredAt, until)));
      if (expiring.length === 0) return [];
      return db
        .insert(notifications)
        .values(
          expiring.map((offer) => ({
            region: offer.region,
            accountId: offer.accountId,
            kind: 'expiringoffer' as const,
            data: { offerId: offer.id, offerTitle: offer.title, expiredAt: offer.expiredAt!.toISOString() },
            dedupeKey: `expiringoffer:${offer.id}:${offer.expiredAt!.getTime()}`,
            createdAt: now,
          })),
        )
        .onConflictDoNothing({ target: notifications.dedupeKey })
        .returning();
    },

    /** Stores a notification once per `dedupeKey` (a replayed event notifies nobody twice). */
    async insert(values: typeof notifications.$inferInsert): Promise<void> {
      await db.insert(notifications).values(values).onConflictDoNothing({ target: notifications.dedupeKey });
    },

    /**
     * Stores a notification about a conversation unless its account still has an unread one of
     * the same kind for that conversation (chat: one 'newchatmessage' until it is read).
     */
    async insertUnlessUnread(
      values: typeof notifications.$inferInsert & { data: { conversationId: number } },
    ): Promise<boolean> {
      const unread = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.accountId, values.accountId),
            eq(notifications.kind, values.kind),
            isNull(notifications.readAt),
            sql`${notifications.data}->>'conversationId' = ${String(values.data.conversationId)}`,
          ),
        )
        .limit(1);
      if (unread.length > 0) return false;
      const inserted = await db
        .insert(notifications)
        .values(values)
        .onConflictDoNothing({ target: notifications.dedupeKey })
        .returning({ id: notifications.id });
      return inserted.length > 0;
    },

    async emailOf(accountId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ email: accounts.email })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      return row?.email;
    },

    async listFor(accountId: number) {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.accountId, accountId))
        .orderBy(sql`${notifications.createdAt} desc`, sql`${notifications.id} desc`);
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
