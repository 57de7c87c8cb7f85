import { maskedCardNumber, type GatewayData, type SavedCard } from '@marketplace/contract';
import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import type { PaymentRow, SavedCardRow } from './payments.repository.ts';

/** A payment as the modules that pay through it (orders, paid extras) see it. */
export type Payment = Pick<
  PaymentRow,
  | 'id'
  | 'region'
  | 'purpose'
  | 'referenceId'
  | 'accountId'
  | 'amount'
  | 'currency'
  | 'provider'
  | 'status'
  | 'failureCode'
  | 'cardBrand'
  | 'cardLast4'
  | 'succeededAt'
>;

export function presentPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    region: row.region,
    purpose: row.purpose,
    referenceId: row.referenceId,
    accountId: row.accountId,
    amount: row.amount,
    currency: row.currency,
    provider: row.provider,
    status: row.status,
    failureCode: row.failureCode,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    succeededAt: row.succeededAt,
  };
}

/** A payment as the administration console shows it beside a dispute (issue 25): its refunds too. */
export function presentPaymentForAdmin(row: PaymentRow) {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    provider: row.provider,
    providerPaymentId: row.providerPaymentId,
    refunds:
      row.refundedAt && row.refundedAmount !== null
        ? [{ amount: row.refundedAmount, refundedAt: row.refundedAt.toISOString() }]
        : [],
  };
}

/** `payment.gatewayData` (spec 001): the provider, the client secret, Stripe's publishable key. */
export function presentGatewayData(provider: PaymentProvider, clientSecret: string): GatewayData {
  return {
    provider: provider.name,
    clientSecret,
    ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
  };
}

/** A saved card (spec 001 section 3): the number masked but for its last 4, the provider's id and brand. */
export function presentSavedCard(row: SavedCardRow): SavedCard {
  return {
    creditCardNumber: maskedCardNumber(row.last4),
    extraCardData: { paymentMethodId: row.paymentMethodId, brand: row.brand },
  };
}
