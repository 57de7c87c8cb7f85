/**
 * Query keys of what more than one feature reads or refreshes. Every offer query of every feature
 * (the offer page, the seller's offers, my offers, the offer being edited) lives under `offers`,
 * so saving an offer marks them all stale at once.
 */
export const sharedKeys = {
  offers: ['offers'] as const,
  customFields: (categoryId: number) => ['categories', categoryId, 'custom-form-fields'] as const,
  /** Every seller profile (a new review changes the reviewed seller's figures). */
  profiles: ['profiles'] as const,
  sellerProfile: (id: number) => ['profiles', id] as const,
  /** The signed-in user's saved cards: account settings shows them, checkout pays with them. */
  savedCards: ['cards'] as const,
  /** Every order query (a review of a bought product marks its product reviewed). */
  orders: ['orders'] as const,
};
