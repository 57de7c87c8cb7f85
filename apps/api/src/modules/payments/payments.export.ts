import { and, asc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payments, savedCards } from '../../db/schema/index.ts';

/**
 * What the payments module hands to "Download my data" (decision 077): an account's card payments
 * and saved cards as metadata only (brand, last 4 digits, expiry). We never hold a card number;
 * the provider's ids and secrets are not the user's data and stay out.
 */
export function createPaymentsExport(db: Executor) {
  return {
    paymentsOfAccountForExport(accountId: number, afterId: number, limit: number) {
      return db
        .select({
          id: payments.id,
          purpose: payments.purpose,
          referenceId: payments.referenceId,
          amount: payments.amount,
          currency: payments.currency,
          provider: payments.provider,
          status: payments.status,
          failureCode: payments.failureCode,
          cardBrand: payments.cardBrand,
          cardLast4: payments.cardLast4,
          succeededAt: payments.succeededAt,
          createdAt: payments.createdAt,
        })
        .from(payments)
        .where(and(eq(payments.accountId, accountId), gt(payments.id, afterId)))
        .orderBy(asc(payments.id))
        .limit(limit);
    },

    savedCardsOfAccountForExport(accountId: number, afterId: number, limit: number) {
      return db
        .select({
          id: savedCards.id,
          provider: savedCards.provider,
          brand: savedCards.brand,
          last4: savedCards.last4,
          expMonth: savedCards.expMonth,
          expYear: savedCards.expYear,
          createdAt: savedCards.createdAt,
        })
        .from(savedCards)
        .where(and(eq(savedCards.accountId, accountId), gt(savedCards.id, afterId)))
        .orderBy(asc(savedCards.id))
        .limit(limit);
    },
  };
}

export type PaymentsExport = ReturnType<typeof createPaymentsExport>;
