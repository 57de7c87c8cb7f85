import type { Platform } from '../../platform.ts';
import { agreedPricesOf } from './price-proposals.agreed.ts';
import { priceProposalsRoutes } from './price-proposals.routes.ts';
import { createPriceProposalsService, PRICE_PROPOSAL_EXPIRE_TOPIC } from './price-proposals.service.ts';

/**
 * Making an offer on a price; the basket and orders read the agreed prices it answers
 * (`agreedPrices`).
 */
export async function registerPriceProposals(
  { app, repositories, unitOfWork, clock, events }: Platform,
  needs: Pick<Parameters<typeof createPriceProposalsService>[0], 'offers'>,
) {
  const priceProposals = createPriceProposalsService({
    priceProposalsRepository: repositories.priceProposals,
    unitOfWork,
    offers: needs.offers,
    clock,
  });
  events.handle<{ proposalId: number }>(PRICE_PROPOSAL_EXPIRE_TOPIC, ({ proposalId }) =>
    priceProposals.expire(proposalId),
  );
  await app.register(priceProposalsRoutes, { priceProposals });
  const agreedPrices = (buyerId: number, offerIds: readonly number[]) =>
    agreedPricesOf(repositories, buyerId, offerIds, clock());
  return { agreedPrices };
}
