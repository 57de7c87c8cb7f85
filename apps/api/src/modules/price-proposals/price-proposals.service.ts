import {
  AGREED_PRICE_HOLD_MS,
  MESSAGES,
  PRICE_PROPOSAL_OPEN_MS,
  PRICE_PROPOSALS_LIST_MAX,
  PRICE_PROPOSALS_OPEN_MAX,
  type PriceProposalDto,
  type PriceProposalsDto,
  type PriceProposalStep,
  type Region,
} from '@marketplace/contract';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { Clock } from '../../shared/clock.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../shared/errors.ts';
import {
  conversationOf,
  openOfferConversation,
  postProposalStep,
  type ChatProposalScope,
} from '../chat/chat.proposals.ts';
import type { ChatRepository } from '../chat/chat.repository.ts';
import type { EventsRepository } from '../events/events.repository.ts';
import type { NotificationsRepository } from '../notifications/notifications.repository.ts';
import type { OffersService } from '../offers/offers.service.ts';
import { isOpen, mayAnswer, mayCounter, sideOf } from './price-proposals.policy.ts';
import { amountText, presentProposal } from './price-proposals.presenter.ts';
import type { PriceProposalRow, PriceProposalsRepository } from './price-proposals.repository.ts';

/** The repositories a proposal's step commits together with: its message, notification and events. */
export interface PriceProposalsScope {
  priceProposals: PriceProposalsRepository;
  chat: ChatRepository;
  notifications: NotificationsRepository;
  events: EventsRepository;
}

/** The timed step that ends an open proposal, or an agreed price, at its time (decision 075). */
export const PRICE_PROPOSAL_EXPIRE_TOPIC = 'price-proposal.expire';

export interface Caller {
  accountId: number;
  region: Region;
}

/**
 * Making an offer on a price (issue 28, decisions 100-103): a buyer proposes a price below the
 * asking one (and at least the floor) for another seller's product, the seller accepts, declines
 * or counters, the buyer accepts or declines a counter. Each step is a message of the chat
 * conversation between the two about the offer and a notification to the other side, written in
 * the step's transaction; an accepted price holds for the buyer for 24 hours.
 */
export function createPriceProposalsService(deps: {
  priceProposalsRepository: PriceProposalsRepository;
  unitOfWork: UnitOfWork<PriceProposalsScope>;
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

  /** The step's message in the conversation, the other side's notification and the expiry's timed step. */
  async function record(
    scope: PriceProposalsScope,
    proposal: PriceProposalRow,
    step: PriceProposalStep,
    authorId: number,
    now: Date,
  ) {
    const conversation = await conversationOf(scope, proposal.conversationId, proposal.region);
    if (!conversation) throw new NotFoundError();
    await postProposalStep(scope as ChatProposalScope, conversation, {
      authorId,
      proposalId: proposal.id,
      step,
      body: amountText(proposal.amount, proposal.region),
      now,
    });
    const recipient = authorId === proposal.buyerId ? proposal.sellerId : proposal.buyerId;
    await scope.notifications.insert({
      region: proposal.region,
      accountId: recipient,
      kind: 'priceproposal',
      data: {
        conversationId: proposal.conversationId,
        offerId: proposal.offerId,
        offerTitle: conversation.subjectName,
        proposalId: proposal.id,
        step,
        amount: proposal.amount,
      },
      dedupeKey: `priceproposal:${proposal.id}:${step}`,
      createdAt: now,
    });
    if (step === 'made' || step === 'countered' || step === 'accepted')
      await scope.events.emit(
        PRICE_PROPOSAL_EXPIRE_TOPIC,
        { proposalId: proposal.id },
        {
          runAt: proposal.expiresAt,
          key: `${PRICE_PROPOSAL_EXPIRE_TOPIC}:${proposal.id}:${proposal.expiresAt.getTime()}`,
        },
      );
  }

  /** Checks a price against the offer's: below the asking price, and (for the buyer) at least the floor. */
  function checkAmount(amount: number, askingPrice: number, floor: number | null) {
    if (amount >= askingPrice) throw new ValidationError({ amount: MESSAGES.proposalNotBelowPrice });
    if (floor !== null && amount < floor) throw new ValidationError({ amount: MESSAGES.proposalBelowFloor });
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
      const locked = await scope.priceProposals.findForUpdate(id);
      if (!locked || !isOpen(locked, now)) throw new ConflictError(MESSAGES.proposalNotOpen);
      if (step === 'accepted')
        await scope.priceProposals.supersedeAccepted(locked.buyerId, locked.offerId, locked.id, now);
      const row = await scope.priceProposals.decide(id, {
        status: step,
        decidedAt: now,
        ...(step === 'accepted' ? { expiresAt: new Date(now.getTime() + AGREED_PRICE_HOLD_MS) } : {}),
      });
      if (!row) throw new ConflictError(MESSAGES.proposalNotOpen);
      await record(scope, row, step, caller.accountId, now);
      return row;
    });
    return presentProposal(answered, caller.accountId, now);
  }

  return {
    /** `POST /api/price-proposals`: the buyer's proposal on another seller's product. */
    async make(caller: Caller, input: { offerId: number; amount: number }): Promise<PriceProposalDto> {
      const proposable = await deps.offers.proposableProduct(caller.region, input.offerId);
      if (!proposable) throw new NotFoundError();
      const { offer, floor } = proposable;
      if (offer.account.id === caller.accountId) throw new ForbiddenError(MESSAGES.cannotProposePrice);
      const askingPrice = offer.price?.amount ?? 0;
      if (askingPrice <= 0) throw new ValidationError({ offerId: MESSAGES.cannotProposePrice });
      // The seller's floor, or half the price (decision 101); the buyer is told only that it is too low.
      checkAmount(input.amount, askingPrice, floor);
      const now = clock();
      const proposal = await unitOfWork(async (scope) => {
        // Two proposals at once count each other: the buyer's on this offer are made one at a time.
        await scope.priceProposals.lockBuyerOffer(caller.accountId, offer.id);
        if (
          (await scope.priceProposals.countOpenByBuyer(caller.accountId, offer.id, now)) >=
          PRICE_PROPOSALS_OPEN_MAX
        )
          throw new ConflictError(MESSAGES.tooManyOpenProposals);
        const conversation = await openOfferConversation(scope, {
          region: caller.region,
          buyerId: caller.accountId,
          sellerId: offer.account.id,
          offerId: offer.id,
          offerTitle: offer.title,
          now,
        });
        const row = await scope.priceProposals.insert({
          region: caller.region,
          offerId: offer.id,
          buyerId: caller.accountId,
          sellerId: offer.account.id,
          conversationId: conversation.id,
          proposedBy: 'buyer',
          amount: input.amount,
          askingPrice,
          status: 'open',
          expiresAt: new Date(now.getTime() + PRICE_PROPOSAL_OPEN_MS),
          createdAt: now,
        });
        await record(scope, row, 'made', caller.accountId, now);
        return row;
      });
      return presentProposal(proposal, caller.accountId, now);
    },

    accept: (caller: Caller, id: number) => answer(caller, id, 'accepted'),
    decline: (caller: Caller, id: number) => answer(caller, id, 'declined'),

    /** `POST /api/price-proposals/{id}/counter`: the seller's price between the buyer's and the asking one. */
    async counter(caller: Caller, id: number, amount: number): Promise<PriceProposalDto> {
      const found = await load(caller, id);
      if (!mayCounter(found, caller.accountId)) throw new ForbiddenError(MESSAGES.proposalNotYours);
      const now = clock();
      if (!isOpen(found, now)) throw new ConflictError(MESSAGES.proposalNotOpen);
      const offer = (await deps.offers.buyableProducts(caller.region, [found.offerId])).get(found.offerId);
      const askingPrice = offer?.price?.amount ?? found.askingPrice;
      checkAmount(amount, askingPrice, null);
      if (amount <= found.amount) throw new ValidationError({ amount: MESSAGES.counterNotAboveProposal });
      const countered = await unitOfWork(async (scope) => {
        const row = await scope.priceProposals.decide(id, { status: 'countered', decidedAt: now });
        if (!row) throw new ConflictError(MESSAGES.proposalNotOpen);
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
        await record(scope, counter, 'countered', caller.accountId, now);
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
