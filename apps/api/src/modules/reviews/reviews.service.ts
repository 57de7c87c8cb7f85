import {
  MESSAGES,
  paginationOf,
  REVIEWS_PAGE_SIZE,
  type LeadReviewDto,
  type Region,
  type ReviewDto,
  type ReviewsPageDto,
} from '@marketplace/contract';
import type { Storage } from '../../adapters/storage/storage.ts';
import { ConflictError, DomainError, NotFoundError } from '../../shared/errors.ts';
import {
  accountReviewRefusal,
  dealingRefusal,
  disputeRefusal,
  offerIsReviewable,
  offerReviewRefusal,
  orderProductReviewRefusal,
  type Refusal,
} from './reviews.policy.ts';
import { presentLeadReviews, presentReview, presentSeller, presentStats } from './reviews.presenter.ts';
import {
  AlreadyDisputedError,
  AlreadyReviewedError,
  type ReviewsOf,
  type ReviewsRepository,
} from './reviews.repository.ts';

/** A review as posted: the contract's `ReviewInputSchema` output. */
export interface ReviewInput {
  rate: number;
  comment?: string | null;
}

/** What profiles and the offer detail show of a seller's reviews (one statement). */
export interface SellerReviewsSummary {
  count: number;
  /** Mean rate rounded to 2 decimals, null without reviews. */
  average: number | null;
  /** The latest reviews about the seller, newest first. */
  leadReviews: LeadReviewDto[];
}

function refuse(refusal: Refusal | null): void {
  if (refusal) throw new DomainError(refusal.status, refusal.message);
}

/**
 * Reviews (spec 001 "Reviews page", decision 064): of a seller, of a non-product offer, or of a
 * bought product; every review counts for the reviewed seller. Who may review is decided here
 * through reviews.policy.ts; "once" by the database's partial unique indexes.
 */
export function createReviewsService(deps: { reviewsRepository: ReviewsRepository; storage: Storage }) {
  const { reviewsRepository: repository, storage } = deps;

  async function pageOf(of: ReviewsOf, region: Region, page: number) {
    const [{ rows, total }, stats] = await Promise.all([
      repository.page(of, region, page, REVIEWS_PAGE_SIZE),
      repository.stats(of, region),
    ]);
    return {
      reviews: {
        items: rows.map((row) => presentReview(row, storage)),
        pagination: paginationOf(page, REVIEWS_PAGE_SIZE, total),
      },
      stats: presentStats(stats),
    };
  }

  async function sellerOf(accountId: number, region: Region, activeOnly: boolean) {
    const account = await repository.findAccount(accountId);
    if (!account || account.region !== region || (activeOnly && account.status !== 'active'))
      throw new NotFoundError();
    return account;
  }

  async function store(values: Parameters<ReviewsRepository['insert']>[0]): Promise<ReviewDto> {
    try {
      const row = await repository.insert(values);
      return presentReview((await repository.findRecord(row.id))!, storage);
    } catch (error) {
      if (error instanceof AlreadyReviewedError) throw new ConflictError(MESSAGES.reviewAlreadyGiven);
      throw error;
    }
  }

  const content = (input: ReviewInput) => ({ rate: input.rate, comment: input.comment ?? '' });

  return {
    /** `GET /api/reviews/account/{id}`: every review about the seller (of them, their offers, their products). */
    async sellerPage(sellerId: number, region: Region, page: number): Promise<ReviewsPageDto> {
      const seller = await sellerOf(sellerId, region, true);
      return {
        ...(await pageOf({ accountId: seller.id }, region, page)),
        seller: presentSeller(seller, storage),
        offer: null,
      };
    },

    /** `GET /api/reviews/my-reviews`: the reviews about the caller as a seller. */
    async myPage(accountId: number, region: Region, page: number): Promise<ReviewsPageDto> {
      const seller = await sellerOf(accountId, region, false);
      return {
        ...(await pageOf({ accountId }, region, page)),
        seller: presentSeller(seller, storage),
        offer: null,
      };
    },

    /** `GET /api/reviews/offer/{id}`: the reviews of a published or closed offer (and of its bought pieces). */
    async offerPage(offerId: number, region: Region, page: number): Promise<ReviewsPageDto> {
      const offer = await repository.findOffer(offerId);
      if (!offer || !offerIsReviewable(offer, region)) throw new NotFoundError();
      return {
        ...(await pageOf({ offerId }, region, page)),
        seller: null,
        offer: { id: offer.id, title: offer.title, sellerId: offer.accountId },
      };
    },

    async reviewAccount(callerId: number, region: Region, sellerId: number, input: ReviewInput) {
      const seller = await repository.findAccount(sellerId);
      refuse(accountReviewRefusal(callerId, region, seller));
      refuse(dealingRefusal(await repository.haveDealt(callerId, sellerId, region)));
      return store({
        region,
        target: 'account',
        reviewerId: callerId,
        accountId: sellerId,
        ...content(input),
      });
    },

    async reviewOffer(callerId: number, region: Region, offerId: number, input: ReviewInput) {
      const offer = await repository.findOffer(offerId);
      refuse(offerReviewRefusal(callerId, region, offer));
      refuse(dealingRefusal(await repository.haveDealt(callerId, offer!.accountId, region)));
      return store({
        region,
        target: 'offer',
        reviewerId: callerId,
        accountId: offer!.accountId,
        offerId,
        ...content(input),
      });
    },

    async reviewOrderProduct(callerId: number, region: Region, orderProductId: number, input: ReviewInput) {
      const product = await repository.findOrderProduct(orderProductId);
      refuse(orderProductReviewRefusal(callerId, region, product));
      return store({
        region,
        target: 'order_product',
        reviewerId: callerId,
        accountId: product!.sellerId,
        offerId: product!.offerId,
        orderProductId,
        ...content(input),
      });
    },

    /** `POST /api/reviews/dispute/{reviewId}`: the reviewed seller's dispute, once; answers the review. */
    async dispute(
      callerId: number,
      region: Region,
      reviewId: number,
      description: string,
    ): Promise<ReviewDto> {
      const review = await repository.findById(reviewId);
      refuse(disputeRefusal(callerId, region, review));
      try {
        await repository.insertDispute({ reviewId, accountId: callerId, description });
      } catch (error) {
        if (error instanceof AlreadyDisputedError) throw new ConflictError(MESSAGES.reviewAlreadyDisputed);
        throw error;
      }
      return presentReview((await repository.findRecord(reviewId))!, storage);
    },

    /** The seller's review count, average and latest reviews: profiles, my-profile stats, offer detail. */
    async summaryOf(accountId: number): Promise<SellerReviewsSummary> {
      const summary = await repository.sellerSummary(accountId);
      return { count: summary.count, average: summary.average, leadReviews: presentLeadReviews(summary) };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
