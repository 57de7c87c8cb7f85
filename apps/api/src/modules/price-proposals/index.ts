export { agreedPricesOf, consumeAgreedPrices, presentAgreedPrice } from './price-proposals.agreed.ts';
export type { AgreedPrice, PriceProposalsPart } from './price-proposals.agreed.ts';
export { endProposalsOfDeletedAccount } from './price-proposals.erasure.ts';
export { endProposalsOfOffers } from './price-proposals.offer-ended.ts';
export type { ProposalEndingScope } from './price-proposals.offer-ended.ts';
export { createPriceProposalsRepository } from './price-proposals.repository.ts';
export { priceProposalsRoutes } from './price-proposals.routes.ts';
export { PRICE_PROPOSAL_EXPIRE_TOPIC, createPriceProposalsService } from './price-proposals.service.ts';
export { registerPriceProposals } from './price-proposals.module.ts';
