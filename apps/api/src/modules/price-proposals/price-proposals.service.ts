import {
  AGREED_PRICE_HOLD_MS,
  MESSAGES,
  PRICE_PROPOSAL_OPEN_MS,
  PRICE_PROPOSALS_LIST_MAX,
  PRICE_PROPOSALS_OPEN_MAX,
  PRICE_PROPOSALS_PER_WINDOW_MAX,
  PRICE_PROPOSALS_WINDOW_MS,
  type PriceProposalDto,
  type PriceProposalsDto,
  type Region,
} from '@marketplace/contract';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { Clock } from '../../shared/clock.ts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  ValidationError,
} from '../../shared/errors.ts';
import { openOfferConversation } from '../chat/index.ts';
import { lockProposableOffer, type OffersScope } from '../offers/index.ts';
import type { OffersService } from '../offers/index.ts';
import { isOpen, mayAnswer, mayCounter, sideOf } from './price-proposals.policy.ts';
import { presentProposal } from './price-proposals.presenter.ts';
import type { PriceProposalRow, PriceProposalsRepository } from './price-proposals.repository.ts';
import { recordStep, type PriceProposalsScope } from './price-proposals.steps.ts';

export { PRICE_PROPOSAL_EXPIRE_TOPIC, type PriceProposalsScope } from './price-proposals.steps.ts';

/** A step's transaction: the proposals' own repositories, and the offer it locks while it decides. */
type StepScope = PriceProposalsScope & OffersScope;

export interface Caller {
  accountId: number;
  region: Region;
}

/** Why a proposal cannot be answered: its offer ended (decision 115), or it was answered, countered or lapsed. */
const notOpenMessage = (proposal: Pick<PriceProposalRow, 'status'> | undefined) =>
  proposal?.status === 'ended' ? MESSAGES.proposalOfferEnded : MESSAGES.proposalNotOpen;

/**
 * Making an offer on a price (issue 28, decisions 100-103): a buyer proposes a price below the
 * asking one (and at least the floor) for another seller's product, the seller accepts, declines
 * or counters, the buyer accepts or declines a counter. Each step is a message of the chat
 * conversation between the two about the offer and a notification to the other side, written in
 * the step's transaction; an accepted price holds for the buyer for 24 hours. Every proposal a
 * buyer makes counts against their limits, a refusal below the floor too (decision 114); a step on
 * an offer that can no longer be bought is refused (decision 115).
 */
export function createPriceProposalsService(deps: {
  priceProposalsRepository: PriceProposalsRepository;
  unitOfWork: UnitOfWork<StepScope>;
  offers: Pick<OffersService, 'buyableProducts' | 'proposableProduct'>;
  clock: Clock;
}) {
  const { priceProposalsRepository: repository, unitOfWork, clock } = deps;

  /** The proposal as one of its two sides may see it; 404 for anyone else and for another edition. */
  async function load(caller: Caller, id: number) {
    const proposal = await repository.findById(id);
    if (!proposal || proposal.region !== caller.region || sideOf(proposal, caller.accountId) === null)
      throw new NotFoundError();
    return proposal;
  }

  /**
   * The buyer's limits on the offer, checked before the amount so that a capped buyer's answer
   * says nothing of it (decision 114): five proposals a day whatever became of them (429, with
   * when the oldest leaves the window), then three waiting at a time (409).
   */
  async function checkLimits(scope: StepScope, buyerId: number, offerId: number, now: Date) {
    const since = new Date(now.getTime() - PRICE_PROPOSALS_WINDOW_MS);
    const { made, oldest } = await scope.priceProposals.madeByBuyerSince(buyerId, offerId, since);
    if (made >= PRICE_PROPOSALS_PER_WINDOW_MAX) {
      const freedAt = (oldest ?? now).getTime() + PRICE_PROPOSALS_WINDOW_MS;
      throw new TooManyRequestsError(
        MESSAGES.tooManyProposals,
        Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)),
      );
    }
    if ((await scope.priceProposals.countOpenByBuyer(buyerId, offerId, now)) >= PRICE_PROPOSALS_OPEN_MAX)
      throw new ConflictError(MESSAGES.tooManyOpenProposals);
  }

  /**
   * Locks the proposal's offer while the step decides, and answers whether it can still be bought:
   * whatever ends an offer ends its proposals (decision 115), and this refuses a step on one that
   * ended any other way. The offer is locked before the proposal, in the order the ending locks them.
   */
  async function lockOffer(scope: StepScope, proposal: PriceProposalRow, now: Date): Promise<boolean> {
    return (await lockProposableOffer(scope, proposal.region, proposal.offerId, now)) !== undefined;
  }

  /** A price the buyer or the seller gives must be below the asking price (nothing private: checked first of the amounts). */
  function checkBelowAsking(amount: number, askingPrice: number) {
    if (amount >= askingPrice) throw new ValidationError({ amount: MESSAGES.proposalNotBelowPrice });
  }

  /** Accepts or declines an open proposal of the other side, in one transaction: of two answers at once, one wins. */
  async function answer(
    caller: Caller,
    id: number,
    step: 'accepted' | 'declined',
  ): Promise<PriceProposalDto> {
    const found = await load(caller, id);
    if (!mayAnswer(found, caller.accountId)) throw new ForbiddenError(MESSAGES.proposalNotYours);
    const now = clock();
    const answered = await unitOfWork(async (scope) => {
      // An accept changes what the buyer's agreed price is: the buyer's accepts on the offer take turns.
      await scope.priceProposals.lockBuyerOffer(found.buyerId, found.offerId);
      const buyable = await lockOffer(scope, found, now);
      const locked = await scope.priceProposals.findForUpdate(id);
      if (!locked || !isOpen(locked, now)) throw new ConflictError(notOpenMessage(locked));
      if (!buyable) throw new ConflictError(MESSAGES.proposalOfferEnded);
      if (step === 'accepted')
        await scope.priceProposals.supersedeAccepted(locked.buyerId, locked.offerId, locked.id, now);
      const row = await scope.priceProposals.decide(id, {
        status: step,
        decidedAt: now,
        ...(step === 'accepted' ? { expiresAt: new Date(now.getTime() + AGREED_PRICE_HOLD_MS) } : {}),
      });
      if (!row) throw new ConflictError(MESSAGES.proposalNotOpen);
      await recordStep(scope, row, step, caller.accountId, now);
      return row;
    });
    return presentProposal(answered, caller.accountId, now);
  }

  return {
    /**
     * `POST /api/price-proposals`: the buyer's proposal on another seller's product. The limits
     * come before the amount, and a proposal below the floor is kept as declined at once, so it
     * counts; the buyer is told only that it is too low, once that is committed (decision 114).
     */
    async make(caller: Caller, input: { offerId: number; amount: number }): Promise<PriceProposalDto> {
      const proposable = await deps.offers.proposableProduct(caller.region, input.offerId);
      if (!proposable) throw new NotFoundError();
      const { offer, floor } = proposable;
      if (offer.account.id === caller.accountId) throw new ForbiddenError(MESSAGES.cannotProposePrice);
      const askingPrice = offer.price?.amount ?? 0;
      if (askingPrice <= 0) throw new ValidationError({ offerId: MESSAGES.cannotProposePrice });
      const now = clock();
      const outcome = await unitOfWork(async (scope) => {
        // Two proposals at once count each other: the buyer's on this offer are made one at a time.
        await scope.priceProposals.lockBuyerOffer(caller.accountId, offer.id);
        // Ended since it was read (closed, sold out): as if it were not there.
        if (!(await lockProposableOffer(scope, caller.region, offer.id, now))) throw new NotFoundError();
        await checkLimits(scope, caller.accountId, offer.id, now);
        checkBelowAsking(input.amount, askingPrice);
        const conversation = await openOfferConversation(scope, {
          region: caller.region,
          buyerId: caller.accountId,
          sellerId: offer.account.id,
          offerId: offer.id,
          offerTitle: offer.title,
          now,
        });
        // The seller's floor, or half the price (decision 101): below it, refused at once and kept.
        const belowFloor = input.amount < floor;
        const row = await scope.priceProposals.insert({
          region: caller.region,
          offerId: offer.id,
          buyerId: caller.accountId,
          sellerId: offer.account.id,
          conversationId: conversation.id,
          proposedBy: 'buyer',
          amount: input.amount,
          askingPrice,
          status: belowFloor ? 'declined' : 'open',
          decidedAt: belowFloor ? now : null,
          expiresAt: belowFloor ? now : new Date(now.getTime() + PRICE_PROPOSAL_OPEN_MS),
          createdAt: now,
        });
        // A refusal is nothing the seller needs to hear of: no message, no notification.
        if (belowFloor) return { refused: true } as const;
        await recordStep(scope, row, 'made', caller.accountId, now);
        return { refused: false, row } as const;
      });
      // Thrown after the commit: inside the unit of work it would roll the refusal back.
      if (outcome.refused) throw new ValidationError({ amount: MESSAGES.proposalBelowFloor });
      return presentProposal(outcome.row, caller.accountId, now);
    },

    accept: (caller: Caller, id: number) => answer(caller, id, 'accepted'),
    decline: (caller: Caller, id: number) => answer(caller, id, 'declined'),

    /** `POST /api/price-proposals/{id}/counter`: the seller's price between the buyer's and the asking one. */
    async counter(caller: Caller, id: number, amount: number): Promise<PriceProposalDto> {
      const found = await load(caller, id);
      if (!mayCounter(found, caller.accountId)) throw new ForbiddenError(MESSAGES.proposalNotYours);
      const now = clock();
      if (!isOpen(found, now)) throw new ConflictError(notOpenMessage(found));
      const offer = (await deps.offers.buyableProducts(caller.region, [found.offerId])).get(found.offerId);
      if (!offer) throw new ConflictError(MESSAGES.proposalOfferEnded);
      const askingPrice = offer.price?.amount ?? found.askingPrice;
      checkBelowAsking(amount, askingPrice);
      if (amount <= found.amount) throw new ValidationError({ amount: MESSAGES.counterNotAboveProposal });
      const countered = await unitOfWork(async (scope) => {
        if (!(await lockOffer(scope, found, now))) throw new ConflictError(MESSAGES.proposalOfferEnded);
        const row = await scope.priceProposals.decide(id, { status: 'countered', decidedAt: now });
        if (!row) throw new ConflictError(notOpenMessage(await scope.priceProposals.findById(id)));
        const counter = await scope.priceProposals.insert({
          region: row.region,
          offerId: row.offerId,
          buyerId: row.buyerId,
          sellerId: row.sellerId,
          conversationId: row.conversationId,
          proposedBy: 'seller',
          amount,
          askingPrice,
          status: 'open',
          counterOf: row.id,
          expiresAt: new Date(now.getTime() + PRICE_PROPOSAL_OPEN_MS),
          createdAt: now,
        });
        await recordStep(scope, counter, 'countered', caller.accountId, now);
        return counter;
      });
      return presentProposal(countered, caller.accountId, now);
    },

    /** `GET /api/price-proposals?conversation_id=`: the conversation's proposals, for one of its two sides. */
    async inConversation(caller: Caller, conversationId: number): Promise<PriceProposalsDto> {
      const now = clock();
      const rows = await repository.inConversation(conversationId, PRICE_PROPOSALS_LIST_MAX);
      const visible = rows.filter(
        (row) => row.region === caller.region && sideOf(row, caller.accountId) !== null,
      );
      return { items: visible.map((row) => presentProposal(row, caller.accountId, now)) };
    },

    /** `GET /api/price-proposals/{id}`. */
    async one(caller: Caller, id: number): Promise<PriceProposalDto> {
      return presentProposal(await load(caller, id), caller.accountId, clock());
    },

    /** The timed step: an open proposal, or an agreed price, past its time expires (a repeat does nothing). */
    async expire(proposalId: number): Promise<void> {
      await repository.expire(proposalId, clock());
    },
  };
}

export type PriceProposalsService = ReturnType<typeof createPriceProposalsService>;
