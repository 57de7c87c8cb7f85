import type {
  PaymentProviderName,
  SandboxCard,
  SandboxConfirmInput,
  SandboxConfirmResult,
  SandboxPaymentMethod,
} from '@marketplace/contract';

/** What we keep of a card: never its number or CVC (docs/decisions/058). */
export interface CardSummary {
  brand: string;
  last4: string;
}

/** A payment method the provider holds for a customer. */
export interface ProviderPaymentMethod extends CardSummary {
  id: string;
  expMonth: number;
  expYear: number;
}

/**
 * What a provider reports about one of its payments: a verified webhook (Stripe) or a sandbox
 * confirmation. Every outcome reaches the payments module as one of these, through one code path.
 */
export type PaymentEvent =
  | { type: 'succeeded'; providerPaymentId: string; card?: CardSummary }
  | { type: 'failed'; providerPaymentId: string; code: string }
  | { type: 'canceled'; providerPaymentId: string };

export interface CreateIntentInput {
  accountId: number;
  /** Minor units. */
  amount: number;
  currency: 'USD' | 'PLN';
  /** Shown in the provider's dashboard (purpose, reference and our payment's id). */
  description: string;
  /** Our payment's key: asked again with it, the provider answers the same intent (never a second). */
  idempotencyKey: string;
}

/** A payment that took money, as the provider keeps it on its side, for the reconciliation (decision 125). */
export interface ProviderPaymentRecord {
  providerPaymentId: string;
  /** Minor units: what the provider took. */
  amount: number;
  currency: string;
  /** It took the money, and kept it or refunded it since (in full). */
  status: 'succeeded' | 'refunded';
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Handed to the web app when its card form needs it (Stripe Elements). */
  readonly publishableKey?: string;
  /** Opens a payment at the provider; the browser confirms it with the client secret. */
  createIntent(input: CreateIntentInput): Promise<{ providerPaymentId: string; clientSecret: string }>;
  /**
   * Cancels an open payment. True when it is canceled (now or before); false when it succeeded
   * first, so a card confirmed a moment ago is never canceled under the buyer.
   */
  cancelIntent(providerPaymentId: string): Promise<boolean>;
  /** The client secret of a payment we opened (a retried order submit hands it out again). */
  clientSecretOf(providerPaymentId: string): Promise<string>;
  /**
   * Refunds a succeeded payment, in full or (with `amount`, minor units) in part. Idempotent: a
   * second call for the same payment and amount makes no second refund (Stripe: one idempotency
   * key per refund), so a retried job is safe.
   */
  refund(providerPaymentId: string, options?: { amount?: number }): Promise<void>;
  /**
   * The account's payment method to save as a card; 'declined' when its set-up did not succeed (a
   * declined card is never saved); undefined when the provider does not know it or it belongs to
   * another account.
   */
  claimPaymentMethod(
    accountId: number,
    paymentMethodId: string,
  ): Promise<ProviderPaymentMethod | 'declined' | undefined>;
  /**
   * Opens a SetupIntent for the account's customer, so the browser can save a card without a
   * payment (Stripe only: the sandbox's form makes its payment method itself). Answers its client
   * secret; the payment method of the SetupIntent it confirmed is then saved with `claimPaymentMethod`.
   */
  createSetupIntent?(accountId: number): Promise<{ clientSecret: string }>;
  /**
   * Forgets a deleted account's cards (decision 078): detaches its payment methods and removes
   * its customer. Idempotent: what is already gone is skipped, so a repeated event is safe.
   */
  forgetCards(accountId: number, paymentMethodIds: string[]): Promise<void>;
  /**
   * Every payment that took money as the provider keeps it, where its records are reachable: the
   * sandbox's are in our database. Absent with Stripe (not reachable: the reconciliation compares
   * our records only).
   */
  paymentRecords?(): Promise<ProviderPaymentRecord[]>;
  /** Verifies a webhook's signature on its raw body; undefined for events we do not act on. */
  parseWebhook?(rawBody: string, signature: string | undefined): Promise<PaymentEvent | undefined>;
  /**
   * The built-in processor's endpoints (docs/architecture.md, 'Sandbox card processor'); absent with
   * Stripe.
   */
  readonly sandbox?: SandboxProcessor;
}

export interface SandboxProcessor {
  /** Confirms a payment as Stripe would; the event (if any) goes through the webhook's code path. */
  confirm(
    accountId: number,
    input: SandboxConfirmInput,
  ): Promise<{ result: SandboxConfirmResult; event?: PaymentEvent }>;
  createPaymentMethod(accountId: number, card: SandboxCard): Promise<SandboxPaymentMethod>;
}

/** A webhook whose signature does not verify (or that does not parse): answered 400. */
export class InvalidWebhookError extends Error {
  override name = 'InvalidWebhookError';
}
