import type { PaymentProviderName } from '@marketplace/contract';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { withUniqueViolations } from '../../db/errors.ts';
import { payments, savedCards } from '../../db/schema/index.ts';
import { ConflictError } from '../../shared/errors.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type SavedCardRow = typeof savedCards.$inferSelect;

/** Statuses a provider's outcome may still change: succeeded and canceled are final. */
const OPEN = ['pending', 'failed'] as const;

export function createPaymentsRepository(db: Executor) {
  const byProviderId = (provider: PaymentProviderName, providerPaymentId: string) =>
    and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId));

  return {
    async insert(values: typeof payments.$inferInsert): Promise<PaymentRow> {
      const [row] = await withUniqueViolations(
        db.insert(payments).values(values).returning(),
        (constraint) =>
          constraint === 'payments_provider_payment_id_key'
            ? new ConflictError('This payment is already recorded.')
            : undefined,
      );
      return row!;
    },

    async findById(id: number): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row;
    },

    async findByProviderId(provider: PaymentProviderName, providerPaymentId: string) {
      const [row] = await db.select().from(payments).where(byProviderId(provider, providerPaymentId));
      return row;
    },

    /**
     * pending or failed -> succeeded, in one conditional update: of two deliveries of the same
     * success (a replay, or a webhook racing the sandbox's answer) exactly one gets the row back;
     * a canceled or already succeeded payment is not touched.
     */
    async markSucceeded(
      provider: PaymentProviderName,
      providerPaymentId: string,
      card: { brand: string; last4: string } | undefined,
      now: Date,
    ): Promise<PaymentRow | undefined> {
      const [row] = await db
        .update(payments)
        .set({
          status: 'succeeded',
          succeededAt: now,
          updatedAt: now,
          failureCode: null,
          ...(card ? { cardBrand: card.brand, cardLast4: card.last4 } : {}),
        })
        .where(and(byProviderId(provider, providerPaymentId), inArray(payments.status, OPEN)))
        .returning();
      return row;
    },

    /**
     * pending -> failed (the row is returned: the first failure); a failed one keeps its status
     * and records the latest decline. Succeeded and canceled payments are not touched.
     */
    async markFailed(
      provider: PaymentProviderName,
      providerPaymentId: string,
      code: string,
      now: Date,
    ): Promise<PaymentRow | undefined> {
      const [row] = await db
        .update(payments)
        .set({ status: 'failed', failureCode: code, updatedAt: now })
        .where(and(byProviderId(provider, providerPaymentId), eq(payments.status, 'pending')))
        .returning();
      if (row) return row;
      await db
        .update(payments)
        .set({ failureCode: code, updatedAt: now })
        .where(and(byProviderId(provider, providerPaymentId), eq(payments.status, 'failed')));
      return undefined;
    },

    /**
     * Records the provider's intent of a payment recorded without one, unless it was canceled
     * meanwhile (or another request recorded it first); the row when it changed.
     */
    async setProviderPaymentId(id: number, providerPaymentId: string, now: Date) {
      const [row] = await db
        .update(payments)
        .set({ providerPaymentId, updatedAt: now })
        .where(and(eq(payments.id, id), isNull(payments.providerPaymentId), eq(payments.status, 'pending')))
        .returning();
      return row;
    },

    /** pending or failed -> canceled; the row when it changed. */
    async markCanceled(
      where:
        { id: number; unopened?: boolean } | { provider: PaymentProviderName; providerPaymentId: string },
      now: Date,
    ) {
      const [row] = await db
        .update(payments)
        .set({ status: 'canceled', updatedAt: now })
        .where(
          and(
            'id' in where ? eq(payments.id, where.id) : byProviderId(where.provider, where.providerPaymentId),
            inArray(payments.status, OPEN),
            // Only while no intent was opened (one opened meanwhile is canceled at the provider first).
            'unopened' in where && where.unopened ? isNull(payments.providerPaymentId) : undefined,
          ),
        )
        .returning();
      return row;
    },

    /** succeeded -> refunded; the row when it changed. */
    /** Records a refund: all of it (the payment is then refunded) or `amount` of it (it stays succeeded). */
    async markRefunded(id: number, now: Date, amount?: number): Promise<PaymentRow | undefined> {
      const [row] = await db
        .update(payments)
        .set(
          amount === undefined
            ? { status: 'refunded', refundedAmount: sql`${payments.amount}`, refundedAt: now, updatedAt: now }
            : { refundedAmount: amount, refundedAt: now, updatedAt: now },
        )
        .where(and(eq(payments.id, id), eq(payments.status, 'succeeded'), isNull(payments.refundedAt)))
        .returning();
      return row;
    },

    /** Every payment that took money (succeeded, or refunded since), for the ledger's reconciliation. */
    async moneyTaken() {
      return db
        .select({
          id: payments.id,
          currency: payments.currency,
          amount: payments.amount,
          status: payments.status,
          refundedAmount: payments.refundedAmount,
          providerPaymentId: payments.providerPaymentId,
        })
        .from(payments)
        .where(inArray(payments.status, ['succeeded', 'refunded']));
    },

    async savedCards(accountId: number): Promise<SavedCardRow[]> {
      return db
        .select()
        .from(savedCards)
        .where(eq(savedCards.accountId, accountId))
        .orderBy(desc(savedCards.createdAt), desc(savedCards.id));
    },

    /** Saves a card once per account and payment method; the stored row either way. */
    async saveCard(values: typeof savedCards.$inferInsert): Promise<SavedCardRow> {
      await db.insert(savedCards).values(values).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(savedCards)
        .where(
          and(
            eq(savedCards.accountId, values.accountId),
            eq(savedCards.paymentMethodId, values.paymentMethodId),
          ),
        );
      return row!;
    },

    /** Removes an account's saved cards; answers them, for the provider to forget (decision 078). */
    async deleteSavedCardsOf(accountId: number): Promise<SavedCardRow[]> {
      return db.delete(savedCards).where(eq(savedCards.accountId, accountId)).returning();
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
