export { agreedPricesOf, consumeAgreedPrices, presentAgreedPrice } from './price-proposals.agreed.ts';
export type { AgreedPrice } from './price-proposals.agreed.ts';
export { endProposalsOfDeletedAccount } from './price-proposals.erasure.ts';
export { endProposalsOfOffers } from './price-proposals.offer-ended.ts';
export type { ProposalEndingScope } from './price-proposals.offer-ended.ts';
export { createPriceProposalsRepository } from './price-proposals.repository.ts';
export { registerPriceProposals } from './price-proposals.module.ts';
