import type { Region } from '@marketplace/contract';
import { and, count, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, notifications, offers } from '../../db/schema/index.ts';
import type { TransactionContext } from '../../db/unit-of-work.ts';
import { createEventsRepository } from '../events/index.ts';
import { queueRealtime } from '../realtime/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * The bell's page and its counts (read by every signed-in screen): built once, prepared once per
 * connection on PostgreSQL, run side by side.
 */
function pageQueries(db: Executor) {
  const mine = and(
    eq(notifications.accountId, sql.placeholder('accountId')),
    eq(notifications.region, sql.placeholder('region')),
  );
  return {
    items: db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(sql`${notifications.createdAt} desc`, sql`${notifications.id} desc`)
      .offset(sql.placeholder('skip'))
      .limit(sql.placeholder('limit'))
      .prepare('notifications_page'),
    counts: db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
      })
      .from(notifications)
      .where(mine)
      .prepare('notifications_counts'),
  };
}

export function createNotificationsRepository(db: Executor, context?: TransactionContext) {
  let pageStatements: ReturnType<typeof pageQueries> | undefined;
  const events = createEventsRepository(db, context);
  /** The bell refetches: a notification was stored (decision 075: an event of the same transaction). */
  const announce = (accountId: number) => queueRealtime(events, [accountId], { type: 'notification' });

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

    /**
     * Stores a notification once per `dedupeKey` (a replayed event notifies nobody twice); the
     * account's sockets hear of it through an event of the same transaction.
     */
    async insert(values: typeof notifications.$inferInsert): Promise<void> {
      const inserted = await db
        .insert(notifications)
        .values(values)
        .onConflictDoNothing({ target: notifications.dedupeKey })
        .returning({ id: notifications.id });
      if (inserted.length > 0) await announce(values.accountId);
    },

    /**
     * Stores many notifications in one statement, each once per `dedupeKey`; the accounts that got
     * one hear of it in one realtime event of the same transaction. Answers those accounts.
     */
    async insertMany(values: (typeof notifications.$inferInsert)[]): Promise<number[]> {
      if (values.length === 0) return [];
      const inserted = await db
        .insert(notifications)
        .values(values)
        .onConflictDoNothing({ target: notifications.dedupeKey })
        .returning({ accountId: notifications.accountId });
      const accountIds = [...new Set(inserted.map((row) => row.accountId))];
      await queueRealtime(events, accountIds, { type: 'notification' });
      return accountIds;
    },

    /** The e-mail addresses of some accounts, by account id. */
    async emailsOf(accountIds: readonly number[]): Promise<Map<number, string>> {
      if (accountIds.length === 0) return new Map();
      const rows = await db
        .select({ id: accounts.id, email: accounts.email })
        .from(accounts)
        .where(inArray(accounts.id, [...accountIds]));
      return new Map(rows.flatMap((row) => (row.email ? [[row.id, row.email] as const] : [])));
    },

    /**
     * Stores a conversation's 'newchatmessage' notification unless its account still has an unread
     * one for that conversation: one insert, which the unique index `notifications_one_unread_chat`
     * (or the dedupe key) turns into nothing, whoever writes at the same time. Answers whether it stored one.
     */
    async insertUnlessUnread(
      values: typeof notifications.$inferInsert & {
        kind: 'newchatmessage';
        data: { conversationId: number };
      },
    ): Promise<boolean> {
      const inserted = await db
        .insert(notifications)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: notifications.id });
      if (inserted.length > 0) await announce(values.accountId);
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

    /** One page of an account's notifications on an edition, newest first, with the counts. */
    async page(accountId: number, region: Region, skip: number, limit: number) {
      pageStatements ??= pageQueries(db);
      const [items, [counts]] = await Promise.all([
        pageStatements.items.execute({ accountId, region, skip, limit }),
        pageStatements.counts.execute({ accountId, region }),
      ]);
      return { items, total: counts?.total ?? 0, unreadCount: counts?.unread ?? 0 };
    },

    /** Marks every unread notification of the account on the edition read; answers how many. */
    async markAllRead(accountId: number, region: Region, now: Date): Promise<number> {
      const marked = await db
        .update(notifications)
        .set({ readAt: now })
        .where(
          and(
            eq(notifications.accountId, accountId),
            eq(notifications.region, region),
            isNull(notifications.readAt),
          ),
        )
        .returning({ id: notifications.id });
      return marked.length;
    },

    /** Marks one of the account's notifications read (kept as it was when already read); false when not theirs. */
    async markRead(id: number, accountId: number, region: Region, now: Date): Promise<boolean> {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
        .where(
          and(
            eq(notifications.id, id),
            eq(notifications.accountId, accountId),
            eq(notifications.region, region),
          ),
        )
        .returning({ id: notifications.id });
      return row !== undefined;
    },

    /** Whether an account may read notifications by its identity alone: active on this edition. */
    /** Reading a conversation reads its new-message notifications; answers how many it marked. */
    async markConversationRead(conversationId: number, accountId: number, now: Date): Promise<number> {
      const marked = await db
        .update(notifications)
        .set({ readAt: now })
        .where(
          and(
            eq(notifications.accountId, accountId),
            eq(notifications.kind, 'newchatmessage'),
            isNull(notifications.readAt),
            sql`${notifications.data}->>'conversationId' = ${String(conversationId)}`,
          ),
        )
        .returning({ id: notifications.id });
      return marked.length;
    },

    async isActiveOn(accountId: number, region: Region): Promise<boolean> {
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.id, accountId), eq(accounts.region, region), eq(accounts.status, 'active')));
      return row !== undefined;
    },

    /** Removes every notification of an account (it was deleted, decision 078). */
    async deleteAllOf(accountId: number): Promise<void> {
      await db.delete(notifications).where(eq(notifications.accountId, accountId));
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
