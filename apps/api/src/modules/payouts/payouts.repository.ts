import type { PayoutStatus, Region } from '@marketplace/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { withUniqueViolations } from '../../db/errors.ts';
import { payoutRecipients, payouts } from '../../db/schema/index.ts';

export type PayoutRow = typeof payouts.$inferSelect;
export type NewPayout = typeof payouts.$inferInsert;

/** A seller already has a payout today, or one under way (the partial unique indexes of migration 0038). */
export class PayoutTakenError extends Error {
  override name = 'PayoutTakenError';
}

/** The payouts module's tables: payouts and the sellers' accounts at the provider. */
export function createPayoutsRepository(db: Executor) {
  return {
    async insert(values: NewPayout): Promise<PayoutRow> {
      const [row] = await withUniqueViolations(
        db.insert(payouts).values(values).returning(),
        () => new PayoutTakenError(),
      );
      return row!;
    },

    async findById(id: number, { lock = false } = {}): Promise<PayoutRow | undefined> {
      const query = db.select().from(payouts).where(eq(payouts.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },

    async isRetried(payoutId: number): Promise<boolean> {
      const [row] = await db.select({ id: payouts.id }).from(payouts).where(eq(payouts.retryOf, payoutId));
      return row !== undefined;
    },

    async findByProviderId(providerPayoutId: string): Promise<PayoutRow | undefined> {
      const [row] = await db.select().from(payouts).where(eq(payouts.providerPayoutId, providerPayoutId));
      return row;
    },

    /** Moves a payout on from one of `from`; undefined when it was no longer there (a repeat, a race). */
    async transition(id: number, from: readonly PayoutStatus[], values: Partial<NewPayout>) {
      const [row] = await db
        .update(payouts)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(payouts.id, id), inArray(payouts.status, [...from])))
        .returning();
      return row;
    },

    /** The seller's payout under way, or of `day`, if any (what stops another one). */
    async blockingOf(accountId: number, day: string) {
      return db
        .select({ status: payouts.status, day: payouts.day, requestedBy: payouts.requestedBy })
        .from(payouts)
        .where(
          and(
            eq(payouts.accountId, accountId),
            sql`(${payouts.status} in ('pending', 'sent') or (${payouts.day} = ${day} and ${payouts.requestedBy} <> 'administrator'))`,
          ),
        );
    },

    async pageOf(accountId: number, limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(payouts)
          .where(eq(payouts.accountId, accountId))
          .orderBy(desc(payouts.id))
          .limit(limit)
          .offset(offset),
        db.select({ count: count() }).from(payouts).where(eq(payouts.accountId, accountId)),
      ]);
      return { rows, total: total?.count ?? 0 };
    },

    /** The edition's payouts, newest first, optionally of one status, with how many are in each status. */
    async adminPage(region: Region, status: PayoutStatus | undefined, limit: number, offset: number) {
      const where = and(eq(payouts.region, region), status && eq(payouts.status, status));
      const [rows, counts] = await Promise.all([
        db.select().from(payouts).where(where).orderBy(desc(payouts.id)).limit(limit).offset(offset),
        db
          .select({ status: payouts.status, count: count() })
          .from(payouts)
          .where(eq(payouts.region, region))
          .groupBy(payouts.status),
      ]);
      return { rows, counts };
    },

    /** Payouts recorded but not sent past `before` (a relay that could not reach the provider yet). */
    async unsentBefore(before: Date) {
      return db
        .select({ id: payouts.id })
        .from(payouts)
        .where(and(eq(payouts.status, 'pending'), sql`${payouts.createdAt} < ${before}`));
    },

    /** Every payout, for the reconciliation. */
    async all() {
      return db
        .select({
          id: payouts.id,
          amount: payouts.amount,
          status: payouts.status,
          accountId: payouts.accountId,
          provider: payouts.provider,
          providerPayoutId: payouts.providerPayoutId,
        })
        .from(payouts);
    },

    async recipientOf(accountId: number) {
      const [row] = await db.select().from(payoutRecipients).where(eq(payoutRecipients.accountId, accountId));
      return row;
    },

    async saveRecipient(values: typeof payoutRecipients.$inferInsert) {
      await db
        .insert(payoutRecipients)
        .values(values)
        .onConflictDoUpdate({
          target: payoutRecipients.accountId,
          set: { recipientId: values.recipientId, ready: values.ready, updatedAt: sql`now()` },
        });
    },
  };
}

export type PayoutsRepository = ReturnType<typeof createPayoutsRepository>;
