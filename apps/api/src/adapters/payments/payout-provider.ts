/**
 * Payouts to a seller's bank account (docs/decisions/127), beside the charges of PaymentProvider:
 * the built-in sandbox, or Stripe Connect (a connected account per seller, a transfer to it, a
 * payout by Stripe). Every outcome reaches the payouts module as a PayoutEvent through one path.
 */

/** Where a payout goes: the seller's payout data as the accounts module keeps it. */
export interface PayoutDestination {
  holder: string;
  /** Polish edition. */
  iban?: string;
  /** US edition. */
  accountNumber?: string;
  routingNumber?: string;
}

export interface SendPayoutInput {
  /** Our payout's id, the provider's metadata and transfer group (`payout:<id>`). */
  payoutId: number;
  accountId: number;
  /** Minor units. */
  amount: number;
  currency: 'USD' | 'PLN';
  destination: PayoutDestination;
  /** The seller's account at the provider (Stripe: the connected account), when it needs one. */
  recipientId: string | null;
  /** Our payout's key: asked again with it, the provider sends nothing twice. */
  idempotencyKey: string;
}

/**
 * What a provider reports of a payout: at once (the sandbox), or later by a verified webhook
 * (Stripe's `payout.paid` / `payout.failed` of a connected account).
 */
export type PayoutEvent =
  { type: 'paid'; providerPayoutId: string } | { type: 'failed'; providerPayoutId: string; reason: string };

/** A payout as the provider keeps it on its side, for the reconciliation (decision 125). */
export interface ProviderPayoutRecord {
  providerPayoutId: string;
  /** Our seller's account the payout went to. */
  accountId: number;
  /** Minor units. */
  amount: number;
  currency: string;
  status: 'paid' | 'failed';
}

export interface PayoutProvider {
  readonly name: 'sandbox' | 'stripe';
  /**
   * Sends a payout; idempotent under `idempotencyKey`. Answers the provider's id, and the outcome
   * when the provider knows it at once (the sandbox); Stripe answers later by webhook.
   */
  send(input: SendPayoutInput): Promise<{ providerPayoutId: string; outcome?: PayoutEvent }>;
  /**
   * The seller's account at the provider and whether it can take payouts: Stripe creates an
   * Express connected account once (idempotent per account) and answers its onboarding state; the
   * sandbox needs none (`{ recipientId: null, ready: true }`).
   */
  recipientOf(input: {
    accountId: number;
    country: 'US' | 'PL';
    email: string;
    existingRecipientId: string | null;
  }): Promise<{ recipientId: string | null; ready: boolean }>;
  /** Stripe's own onboarding link for the connected account; absent in the sandbox. */
  onboardingLink?(recipientId: string, returnUrl: string): Promise<string>;
  /**
   * Every payout the provider keeps, where its records are reachable: the sandbox's are in our
   * database. Absent with Stripe (not reachable: the reconciliation compares our records only).
   */
  payoutRecords?(): Promise<ProviderPayoutRecord[]>;
  /** Verifies a payout webhook's signature on its raw body; undefined for events we do not act on. */
  parsePayoutWebhook?(rawBody: string, signature: string | undefined): Promise<PayoutEvent | undefined>;
}
