import {
  MESSAGES,
  requestedFeature,
  type BuyFeaturesInputSchema,
  type BuyFeaturesResult,
  type GatewayData,
  type OfferFeature,
  type Region,
  type z,
} from '@marketplace/contract';
import type { Clock } from '../../shared/clock.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.ts';
import { applyPaidFeature, canManage } from '../offers/index.ts';
import type { OfferReads, OfferRow, OffersScope } from '../offers/index.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { EventLog } from '../events/index.ts';
import { bookExtras, bookPaidLate, type LedgerScope } from '../ledger/index.ts';
import type { Payment, PaymentsScope } from '../payments/index.ts';
import { queuePaymentRefund, type CreatePaymentInput, type PaymentHandlers } from '../payments/index.ts';
import type { FeaturePricesService } from './offer-features.prices.ts';
import { PurchasePendingError, type OfferFeaturesRepository } from './offer-features.repository.ts';

/**
 * What a purchase and its payment's success write, and the events that follow them: the paid
 * extras' own repository, the payment (recorded by the payments module) and the offer's effect
 * (applied by the offers module).
 */
export type OfferFeaturesScope = {
  offerFeatures: OfferFeaturesRepository;
  events: EventLog;
} & OffersScope &
  PaymentsScope &
  LedgerScope;

/** What paid extras need of the payments service (docs/decisions/058). */
export interface FeaturePayments<R> {
  record(scope: Pick<OfferFeaturesScope, 'payments'>, input: CreatePaymentInput): Promise<Payment>;
  gatewayDataOf(paymentId: number): Promise<GatewayData>;
  cancel(paymentId: number): Promise<boolean>;
  handle(purpose: 'features', handlers: PaymentHandlers<R>): void;
}

/**
 * Why the offer's owner cannot buy `feature` for it now, or undefined when they can. A closed
 * offer takes no extras; a draft only extra photos (a highlight's or an extension's time would
 * run, or be overwritten by publishing, before anyone sees it); an extra already there is not
 * sold twice.
 */
export function featureRefusal(
  offer: Pick<OfferRow, 'status' | 'highlightedUntil' | 'extraPhotos'>,
  feature: OfferFeature,
  now: Date,
): string | undefined {
  if (offer.status === 'closed') return MESSAGES.cannotBuyFeatures;
  if (offer.status !== 'published' && feature !== 'extra_photos') return MESSAGES.cannotBuyFeatures;
  if (feature === 'highlight' && offer.highlightedUntil !== null && offer.highlightedUntil > now)
    return MESSAGES.featureAlreadyActive;
  if (feature === 'extra_photos' && offer.extraPhotos) return MESSAGES.featureAlreadyActive;
  return undefined;
}

/**
 * Paid extras of an offer (spec 001 sections 4, 5 and 7; docs/decisions/062): the owner buys one
 * feature per payment; its effect is applied once, inside the transaction that records the
 * payment's success.
 */
export function createOfferFeaturesService(deps: {
  offerFeaturesRepository: OfferFeaturesRepository;
  /** The offer a purchase is for, read by the offers module. */
  offers: Pick<OfferReads, 'findById'>;
  unitOfWork: UnitOfWork<OfferFeaturesScope>;
  payments: FeaturePayments<OfferFeaturesScope>;
  /** The edition's current prices (decision 092). */
  prices: Pick<FeaturePricesService, 'priceOf'>;
  clock: Clock;
}) {
  const { offerFeaturesRepository, offers, unitOfWork, payments, clock } = deps;

  /** Loads an offer its owner may manage; another's, another edition's or a missing one is 404. */
  async function ownOffer(accountId: number, region: Region, offerId: number): Promise<OfferRow> {
    const offer = await offers.findById(offerId);
    if (!offer || !canManage(region, accountId, offer)) throw new NotFoundError();
    return offer;
  }

  function assertBuyable(offer: OfferRow, feature: OfferFeature) {
    const refusal = featureRefusal(offer, feature, clock());
    if (refusal) throw new ValidationError({}, { formErrors: [refusal] });
  }

  /**
   * A new request for a feature supersedes the offer's earlier one still waiting for its card: its
   * payment is canceled (at the provider first), so one purchase of a feature is open at a time
   * and an abandoned attempt never blocks a new one. A payment that the card paid a moment
   * earlier is not canceled; its feature has been applied, and the offer is checked again.
   */
  async function supersedePending(offer: OfferRow, feature: OfferFeature): Promise<OfferRow> {
    let paidMeanwhile = false;
    for (const earlier of await offerFeaturesRepository.pendingOf(offer.id, feature)) {
      if (earlier.paymentId === null || (await payments.cancel(earlier.paymentId))) {
        await offerFeaturesRepository.markCanceled(earlier.id);
      } else {
        paidMeanwhile = true;
      }
    }
    return paidMeanwhile ? ((await offers.findById(offer.id)) ?? offer) : offer;
  }

  /**
   * Records the purchase and its payment together; the intent is opened after the commit. Of two
   * requests at once one records them and the other answers the same payment. When that payment was
   * superseded in the meantime by a third request, the insert is tried again.
   */
  async function recordPurchase(
    accountId: number,
    region: Region,
    offer: OfferRow,
    feature: OfferFeature,
    amount: number,
  ): Promise<number> {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        return await unitOfWork(async (scope) => {
          const purchase = await scope.offerFeatures.insert({
            region,
            offerId: offer.id,
            accountId,
            feature,
            amount,
          });
          const payment = await payments.record(scope, {
            purpose: 'features',
            referenceId: purchase.id,
            accountId,
            region,
            amount,
          });
          await scope.offerFeatures.setPayment(purchase.id, payment.id);
          return payment.id;
        });
      } catch (error) {
        if (!(error instanceof PurchasePendingError)) throw error;
        const [pending] = await offerFeaturesRepository.pendingOf(offer.id, feature);
        if (pending?.paymentId) return pending.paymentId;
      }
    }
    throw new ConflictError(MESSAGES.paymentCanceled);
  }

  /** Applies a paid purchase's effect, once: the payment's `referenceId` is the purchase's id. */
  async function applyPaid(payment: Payment, scope: OfferFeaturesScope): Promise<void> {
    const purchase = await scope.offerFeatures.findById(payment.referenceId);
    // Not ours (another account's, or a purchase gone with its offer): acknowledged, nothing to do.
    if (!purchase || purchase.accountId !== payment.accountId) return;
    const now = clock();
    const paid = { region: payment.region, paymentId: payment.id, amount: payment.amount };
    if (await scope.offerFeatures.markApplied(purchase.id, now)) {
      await bookExtras(scope, paid);
      await applyPaidFeature(scope, purchase.offerId, purchase.feature, now);
      return;
    }
    // Paid for a purchase that was superseded (canceled) meanwhile: the money goes back.
    if (purchase.status === 'canceled') {
      await bookPaidLate(scope, { ...paid, purchaseId: purchase.id });
      await queuePaymentRefund(scope.events, payment.id);
    }
  }

  // What a paid `features` payment does, run by the payments service in the success's transaction.
  payments.handle('features', { succeeded: applyPaid });

  return {
    /** `POST /api/offers/{id}/buy-features`: records the purchase and opens its payment. */
    async buy(
      accountId: number,
      region: Region,
      offerId: number,
      input: z.infer<typeof BuyFeaturesInputSchema>,
    ): Promise<BuyFeaturesResult> {
      const feature = requestedFeature(input);
      const offer = await ownOffer(accountId, region, offerId);
      assertBuyable(offer, feature);
      assertBuyable(await supersedePending(offer, feature), feature);
      const amount = await deps.prices.priceOf(region, feature);
      for (let attempt = 1; ; attempt++) {
        const paymentId = await recordPurchase(accountId, region, offer, feature, amount);
        try {
          const gatewayData = await payments.gatewayDataOf(paymentId);
          return { offerId: offer.id, feature, amount, payment: { gatewayData } };
        } catch (error) {
          // The payment answered was superseded by a third request meanwhile: record again.
          if (!(error instanceof ConflictError) || attempt === 3) throw error;
        }
      }
    },
  };
}

export type OfferFeaturesService = ReturnType<typeof createOfferFeaturesService>;
