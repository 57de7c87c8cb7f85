import type { Region } from '@marketplace/contract';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { storable } from '../events/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** An offer whose validity ends soon, as the offers module reads it (`offersAboutToExpire`). */
export interface ExpiringOffer {
  id: number;
  region: Region;
  accountId: number;
  title: string;
  expiredAt: Date | null;
}

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

/**
 * The notifications module's own table. Other modules store notifications through `notify` and its
 * kin (notifications.notify.ts), which also tell the accounts' sockets in the same transaction.
 */
export function createNotificationsRepository(db: Executor) {
  let pageStatements: ReturnType<typeof pageQueries> | undefined;

  return {
    /**
     * One 'expiringoffer' notification per offer whose validity ends within the window (read by the
     * offers module in the same transaction). The key holds the expiry date, so an extended offer is
     * noticed again, and runs racing each other insert it once. Answers the rows inserted now.
     */
    async queueExpiringOffers(expiring: readonly ExpiringOffer[], now: Date): Promise<NotificationRow[]> {
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
     * Stores a notification once per `dedupeKey` (a replayed event notifies nobody twice); answers
     * whether it stored one.
     */
    async insert(values: NewNotification): Promise<boolean> {
      const inserted = await db
        .insert(notifications)
        .values(values)
        .onConflictDoNothing({ target: notifications.dedupeKey })
        .returning({ id: notifications.id });
      return inserted.length > 0;
    },

    /**
     * Stores many notifications in one statement, each once per `dedupeKey`. Answers the accounts
     * that got one.
     */
    async insertMany(values: readonly NewNotification[]): Promise<number[]> {
      if (values.length === 0) return [];
      // The rows as one JSON parameter: hundreds of them (a new offer's saved-search matches) are
      // parsed in a fraction of the time a VALUES list of a parameter per value takes. Storable:
      // JSONB refuses a lone surrogate that a text parameter would have turned into U+FFFD.
      const rows = values.map((value) => ({
        region: value.region,
        account_id: value.accountId,
        kind: value.kind,
        data: value.data ?? {},
        dedupe_key: value.dedupeKey ?? null,
        read_at: value.readAt ?? null,
        created_at: value.createdAt ?? null,
      }));
      const inserted = (await db.execute(sql`
        insert into ${notifications} (region, account_id, kind, data, dedupe_key, read_at, created_at)
        select r.region::region, r.account_id, r.kind, r.data, r.dedupe_key, r.read_at, coalesce(r.created_at, now())
        from jsonb_to_recordset(${JSON.stringify(storable(rows))}::jsonb) as r (region text, account_id integer, kind text,
          data jsonb, dedupe_key text, read_at timestamptz, created_at timestamptz)
        on conflict (dedupe_key) do nothing
        returning account_id`)) as unknown as { rows: { account_id: number }[] };
      return [...new Set(inserted.rows.map((row) => Number(row.account_id)))];
    },

    /**
     * Stores a conversation's 'newchatmessage' notification unless its account still has an unread
     * one for that conversation: one insert, which the unique index `notifications_one_unread_chat`
     * (or the dedupe key) turns into nothing, whoever writes at the same time. Answers whether it stored one.
     */
    async insertUnlessUnread(
      values: NewNotification & {
        kind: 'newchatmessage';
        data: { conversationId: number };
      },
    ): Promise<boolean> {
      const inserted = await db
        .insert(notifications)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: notifications.id });
      return inserted.length > 0;
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

    /** Removes every notification of an account (it was deleted, decision 078). */
    async deleteAllOf(accountId: number): Promise<void> {
      await db.delete(notifications).where(eq(notifications.accountId, accountId));
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
