import type { AgreedPriceDto } from '@marketplace/contract';
import { ownPart } from '../../db/unit-of-work.ts';
import type { PriceProposalsRepository } from './price-proposals.repository.ts';

/** A price agreed for one piece of an offer, and until when it holds. */
export interface AgreedPrice {
  proposalId: number;
  amount: number;
  expiresAt: Date;
}

/** The price-proposals module's part of another module's transaction, read only by its own functions. */
export interface PriceProposalsPart {
  priceProposals: unknown;
}

/**
 * What the price-proposals module exports to the basket and orders (issue 28, decision 102): the
 * buyer's agreed prices that hold at `now`, by offer, read through `scope` (the repositories on the
 * database, or on the caller's transaction).
 */
export async function agreedPricesOf(
  scope: PriceProposalsPart,
  buyerId: number,
  offerIds: readonly number[],
  now: Date,
): Promise<Map<number, AgreedPrice>> {
  const rows = await ownPart<PriceProposalsRepository>(scope.priceProposals).agreedFor(
    buyerId,
    offerIds,
    now,
  );
  return new Map(
    rows.map((row) => [row.offerId, { proposalId: row.id, amount: row.amount, expiresAt: row.expiresAt }]),
  );
}

/** A paid order's agreed prices are used up, in the payment's transaction. */
export function consumeAgreedPrices(
  scope: PriceProposalsPart,
  proposalIds: readonly number[],
  orderId: number,
): Promise<number> {
  return ownPart<PriceProposalsRepository>(scope.priceProposals).consume(proposalIds, orderId);
}

export const presentAgreedPrice = (agreed: AgreedPrice): AgreedPriceDto => ({
  proposalId: agreed.proposalId,
  amount: agreed.amount,
  expiresAt: agreed.expiresAt.toISOString(),
});
