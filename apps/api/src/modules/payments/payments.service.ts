import {
  MESSAGES,
  type CardSetupDto,
  REGION_SETTINGS,
  type PaymentPurpose,
  type Region,
  type SandboxCard,
  type SandboxConfirmInput,
} from '@marketplace/contract';
import {
  InvalidWebhookError,
  type PaymentEvent,
  type PaymentProvider,
  type SandboxProcessor,
} from '../../adapters/payments/payment-provider.ts';
import { ownPart, type UnitOfWork } from '../../db/unit-of-work.ts';
import type { EventLog } from '../events/index.ts';
import { bookRefundSent, type LedgerScope } from '../ledger/index.ts';
import type { Clock } from '../../shared/clock.ts';
import { BadRequestError, ConflictError, NotFoundError, ValidationError } from '../../shared/errors.ts';
import {
  presentGatewayData,
  presentPayment,
  presentPaymentForAdmin,
  presentSavedCard,
  type Payment,
} from './payments.presenter.ts';
import type { PaymentsRepository } from './payments.repository.ts';

/**
 * What a paying module does when its payment succeeds or fails. It runs once per payment, inside
 * the transaction that records the outcome, with that transaction's repositories: if it throws,
 * the outcome is not recorded either, and the provider's next delivery tries again.
 */
export type PaymentOutcomeHandler<R> = (payment: Payment, scope: R) => Promise<void>;

export interface PaymentHandlers<R> {
  /** Once, when the payment succeeds. */
  succeeded: PaymentOutcomeHandler<R>;
  /** Once, at the first decline of a pending payment (the buyer may still pay it with another card). */
  failed?: PaymentOutcomeHandler<R>;
}

export interface CreatePaymentInput {
  purpose: PaymentPurpose;
  /** The order's id, or the offer's whose extras are bought. */
  referenceId: number;
  accountId: number;
  region: Region;
  /** Minor units of the edition's currency; a free order is finalised without a payment. */
  amount: number;
}

/** The event that cancels a payment after the commit that gave it up (decision 075). */
/**
 * The payments module's part of another module's transaction (an order's or a purchase's): only
 * this module reads it, through `record`, so the caller types it `unknown`.
 */
export interface PaymentsScope {
  payments: unknown;
}

export const PAYMENT_CANCEL_TOPIC = 'payment.cancel';

/**
 * Cancels the payment once the caller's transaction commits: at the provider first, so a card
 * confirmed a moment earlier wins (its success then finds what it paid for canceled, and refunds).
 */
export function queuePaymentCancel(events: EventLog, paymentId: number): Promise<void> {
  return events.emit(PAYMENT_CANCEL_TOPIC, { paymentId }, { key: `payment.cancel:${paymentId}` });
}

/**
 * The event that cancels an intent opened for a payment canceled while it was being opened: nobody
 * got its client secret, and the provider hears of it from the relay (decision 075), retried until
 * it takes it.
 */
export const PAYMENT_CANCEL_INTENT_TOPIC = 'payment.cancel-intent';

export function queueIntentCancel(events: EventLog, providerPaymentId: string): Promise<void> {
  return events.emit(
    PAYMENT_CANCEL_INTENT_TOPIC,
    { providerPaymentId },
    { key: `${PAYMENT_CANCEL_INTENT_TOPIC}:${providerPaymentId}` },
  );
}

/** The event that refunds a succeeded payment whose purchase no longer stands (decision 075). */
export const PAYMENT_REFUND_TOPIC = 'payment.refund';

export function queuePaymentRefund(events: EventLog, paymentId: number): Promise<void> {
  return events.emit(PAYMENT_REFUND_TOPIC, { paymentId }, { key: `payment.refund:${paymentId}` });
}

/** How an event was taken: applied (the payment changed) or ignored (unknown, final, a repeat). */
export type EventOutcome = 'applied' | 'ignored';

/**
 * Card payments (docs/decisions/058): one payment per attempt to pay for an order or an offer's
 * extras, opened at the provider, its outcome taken from the provider's events only: a verified
 * Stripe webhook, or the sandbox's confirmation, which goes through the same `applyEvent`.
 */
export function createPaymentsService<
  R extends { payments: PaymentsRepository; events: EventLog } & LedgerScope,
>(deps: {
  paymentsRepository: PaymentsRepository;
  unitOfWork: UnitOfWork<R>;
  provider: PaymentProvider;
  clock: Clock;
  /** Told of each outcome once it is applied (committed), for the metrics (decision 106). */
  observe?: (outcome: 'succeeded' | 'declined' | 'canceled', purpose: PaymentPurpose) => void;
}) {
  const { paymentsRepository, unitOfWork, provider, clock, observe } = deps;
  const handlers = new Map<PaymentPurpose, PaymentHandlers<R>>();

  function sandbox(): SandboxProcessor {
    // The sandbox's routes exist only while it is the provider.
    if (!provider.sandbox) throw new NotFoundError();
    return provider.sandbox;
  }

  const service = {
    provider: provider.name,

    /** A consumer (orders, paid extras) says what its payments do when they succeed or fail. */
    handle(
      purpose: PaymentPurpose,
      purposeHandlers: PaymentHandlers<R>,
      /** Only for tests that stand in for the consumer the app registered. */
      { replacing = false } = {},
    ): void {
      if (handlers.has(purpose) && !replacing)
        throw new Error(`Payments of purpose ${purpose} already have a handler`);
      handlers.set(purpose, purposeHandlers);
    },

    /**
     * Records a pending payment in the caller's transaction, with what it pays for (decision 075):
     * the provider's intent is opened after the commit, by `gatewayDataOf`, under the payment's
     * own idempotency key, so no intent exists that we have no record of, and a payment recorded
     * but never opened is opened by the next request that needs it.
     */
    async record(scope: PaymentsScope, input: CreatePaymentInput): Promise<Payment> {
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
        throw new Error('A payment needs a positive amount in minor units');
      }
      const row = await ownPart<PaymentsRepository>(scope.payments).insert({
        ...input,
        currency: REGION_SETTINGS[input.region].currency,
        provider: provider.name,
        providerPaymentId: null,
      });
      return presentPayment(row);
    },

    /** A payment as the console shows it beside a dispute (issue 25), or null when there is none. */
    async adminViewOf(paymentId: number): Promise<ReturnType<typeof presentPaymentForAdmin> | null> {
      const row = await paymentsRepository.findById(paymentId);
      return row ? presentPaymentForAdmin(row) : null;
    },

    async find(paymentId: number): Promise<Payment | undefined> {
      const row = await paymentsRepository.findById(paymentId);
      return row && presentPayment(row);
    },

    /**
     * Cancels a payment that has not succeeded (an order left unpaid, a buyer who gave up): first
     * at the provider, so a card confirmed a moment earlier wins and the payment is not canceled
     * under it. Answers whether the payment is canceled now.
     */
    async cancel(paymentId: number): Promise<boolean> {
      const row = await paymentsRepository.findById(paymentId);
      if (!row || row.status === 'succeeded' || row.status === 'refunded') return false;
      if (row.status === 'canceled') return true;
      // Never opened: canceled here, and an intent opened meanwhile finds it so (gatewayDataOf).
      if (row.providerPaymentId === null) {
        if (await paymentsRepository.markCanceled({ id: row.id, unopened: true }, clock())) return true;
        return service.cancel(paymentId);
      }
      if (!(await provider.cancelIntent(row.providerPaymentId))) return false;
      await paymentsRepository.markCanceled({ id: row.id }, clock());
      const now = await paymentsRepository.findById(paymentId);
      return now?.status === 'canceled';
    },

    /**
     * What the web confirms an open payment with (spec 001: `payment.gatewayData.clientSecret`),
     * opening its intent at the provider the first time. Never inside a unit of work: the provider
     * lies outside the transaction (the sandbox on its own connection, which PGlite's single
     * connection would wait on for ever). A payment canceled meanwhile answers 409.
     */
    async gatewayDataOf(paymentId: number) {
      const row = await paymentsRepository.findById(paymentId);
      if (!row) throw new NotFoundError();
      if (row.providerPaymentId !== null)
        return presentGatewayData(provider, await provider.clientSecretOf(row.providerPaymentId));
      if (row.status === 'canceled') throw new ConflictError(MESSAGES.paymentCanceled);
      const intent = await provider.createIntent({
        accountId: row.accountId,
        amount: row.amount,
        currency: row.currency,
        description: `${row.purpose} ${row.referenceId} (${row.region}), payment ${row.id}`,
        idempotencyKey: `payment:${row.region}:${row.id}:${row.createdAt.getTime()}`,
      });
      if (!(await paymentsRepository.setProviderPaymentId(row.id, intent.providerPaymentId, clock()))) {
        const now = await paymentsRepository.findById(row.id);
        // Canceled while it was being opened: so is the intent, by an event (nobody has its secret).
        if (now?.status === 'canceled') {
          await unitOfWork((scope) => queueIntentCancel(scope.events, intent.providerPaymentId));
          throw new ConflictError(MESSAGES.paymentCanceled);
        }
      }
      return presentGatewayData(provider, intent.clientSecret);
    },

    /** Handles `payment.cancel-intent`: the intent of a payment canceled while it was opened is canceled too. */
    async cancelOpenedIntent(providerPaymentId: string): Promise<void> {
      await provider.cancelIntent(providerPaymentId);
    },

    /**
     * Gives a succeeded payment's money back in full (an order canceled after it was paid).
     * Idempotent: a refunded payment is left alone, and the provider refunds a payment once
     * however often it is asked, so a job that dies half-way may run again.
     */
    async refund(paymentId: number, amount?: number): Promise<void> {
      const row = await paymentsRepository.findById(paymentId);
      if (!row) throw new Error(`No payment ${paymentId} to refund`);
      if (row.status === 'refunded' || row.refundedAt !== null) return;
      if (row.status !== 'succeeded')
        throw new Error(`Payment ${paymentId} is ${row.status}, not refundable`);
      // A part of it (an administrator's partial refund, decision 085); all of it otherwise.
      const part = amount !== undefined && amount < row.amount ? amount : undefined;
      if (part !== undefined && (!Number.isSafeInteger(part) || part <= 0))
        throw new Error(`Payment ${paymentId}: ${part} is no amount to refund`);
      // A succeeded payment was opened.
      await provider.refund(row.providerPaymentId!, part === undefined ? undefined : { amount: part });
      // What left the platform's cash is booked with the record of it (decision 125).
      await unitOfWork(async (scope) => {
        if (!(await scope.payments.markRefunded(row.id, clock(), part))) return;
        await bookRefundSent(scope, {
          region: row.region,
          paymentId: row.id,
          amount: part ?? row.amount,
          orderId: row.purpose === 'order' ? row.referenceId : undefined,
        });
      });
    },

    /**
     * The one way an outcome reaches a payment. Idempotent: an event for an unknown payment, a
     * succeeded or a canceled one changes nothing; a success is recorded (and its purpose's handler
     * run) once, in one transaction; a failure after a success, or any outcome after a cancel,
     * is ignored.
     */
    async applyEvent(event: PaymentEvent): Promise<EventOutcome> {
      const now = clock();
      switch (event.type) {
        case 'succeeded': {
          const purpose = await unitOfWork(async (scope) => {
            const row = await scope.payments.markSucceeded(
              provider.name,
              event.providerPaymentId,
              event.card,
              now,
            );
            if (!row) return undefined;
            await handlers.get(row.purpose)?.succeeded(presentPayment(row), scope);
            return row.purpose;
          });
          if (!purpose) return 'ignored';
          observe?.('succeeded', purpose);
          return 'applied';
        }
        case 'failed': {
          const purpose = await unitOfWork(async (scope) => {
            const row = await scope.payments.markFailed(
              provider.name,
              event.providerPaymentId,
              event.code,
              now,
            );
            if (!row) return undefined;
            await handlers.get(row.purpose)?.failed?.(presentPayment(row), scope);
            return row.purpose;
          });
          if (!purpose) return 'ignored';
          observe?.('declined', purpose);
          return 'applied';
        }
        case 'canceled': {
          const row = await paymentsRepository.markCanceled(
            { provider: provider.name, providerPaymentId: event.providerPaymentId },
            now,
          );
          if (!row) return 'ignored';
          observe?.('canceled', row.purpose);
          return 'applied';
        }
      }
    },

    /** `POST /api/payments/stripe/webhook`: the signature is checked on the raw body first. */
    async receiveWebhook(rawBody: string, signature: string | undefined) {
      if (!provider.parseWebhook) throw new NotFoundError();
      let event: PaymentEvent | undefined;
      try {
        event = await provider.parseWebhook(rawBody, signature);
      } catch (error) {
        if (error instanceof InvalidWebhookError) throw new BadRequestError(MESSAGES.invalidWebhookSignature);
        throw error;
      }
      if (event) await service.applyEvent(event);
      return { received: true };
    },

    /** `POST /api/payment-sandbox/confirm`: the sandbox's answer; its outcome goes through applyEvent. */
    async confirmInSandbox(accountId: number, input: SandboxConfirmInput) {
      const { result, event } = await sandbox().confirm(accountId, input);
      if (event) await service.applyEvent(event);
      return result;
    },

    /** `POST /api/payment-sandbox/payment-methods`. */
    async createSandboxPaymentMethod(accountId: number, card: SandboxCard) {
      return sandbox().createPaymentMethod(accountId, card);
    },

    /** Removes a deleted account's cards at the provider (the `payment.forget-cards` event). */
    async forgetCards(accountId: number, paymentMethodIds: string[]): Promise<void> {
      await provider.forgetCards(accountId, paymentMethodIds);
    },

    /** `GET /api/cards`: the account's saved cards, newest first. */
    async cards(accountId: number) {
      return { items: (await paymentsRepository.savedCards(accountId)).map(presentSavedCard) };
    },

    /**
     * `POST /api/cards/setup`: what the add-card dialog needs before it asks for a card. With
     * Stripe, a SetupIntent of the account's customer; the sandbox needs nothing.
     */
    async cardSetup(accountId: number): Promise<CardSetupDto> {
      if (provider.name === 'sandbox') return { provider: 'sandbox' };
      if (!provider.createSetupIntent || !provider.publishableKey) {
        throw new Error(`The ${provider.name} provider cannot set up a card`);
      }
      const { clientSecret } = await provider.createSetupIntent(accountId);
      return { provider: 'stripe', clientSecret, publishableKey: provider.publishableKey };
    },

    /** `POST /api/cards`: saves a payment method of the signed-in account (never another's). */
    async saveCard(accountId: number, region: Region, paymentMethodId: string) {
      const method = await provider.claimPaymentMethod(accountId, paymentMethodId);
      if (!method) throw new ValidationError({ 'data.paymentMethodId': MESSAGES.paymentMethodNotFound });
      if (method === 'declined') throw new ValidationError({ 'data.paymentMethodId': MESSAGES.cardDeclined });
      const row = await paymentsRepository.saveCard({
        region,
        accountId,
        provider: provider.name,
        paymentMethodId: method.id,
        brand: method.brand,
        last4: method.last4,
        expMonth: method.expMonth,
        expYear: method.expYear,
      });
      return presentSavedCard(row);
    },
  };
  return service;
}

export type PaymentsService<
  R extends { payments: PaymentsRepository; events: EventLog } & LedgerScope = {
    payments: PaymentsRepository;
    events: EventLog;
    ledger: unknown;
  },
> = ReturnType<typeof createPaymentsService<R>>;
