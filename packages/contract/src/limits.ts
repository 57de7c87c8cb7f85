/**
 * The last page a listing may ask for (`?page=`, issue 34): 2,000,000 items at LIMITS.pageSize, past
 * any listing here. In this file (no zod) so the web's page helpers can read it cheaply.
 */
export const PAGE_MAX = 100_000;

/** Limits shared by the forms and the server (spec 000 section 9, spec 001 section 9). */
export const LIMITS = {
  offerTitleMax: 70,
  offerDescriptionMax: 10_000,
  offerPhotos: 5,
  offerPhotosWithExtra: 40,
  extraPhotosPurchasable: 35,
  validityExtensionDays: 30,
  offerValidityDays: 30,
  homeNewestOffers: 15,
  homeLargeListOffers: 6,
  advertRotationMs: 30_000,
  searchDebounceMs: 1_000,
  pageSize: 20,
  disputeDescriptionMax: 300,
  reviewCommentMax: 300,
  contactMessageMax: 10_000,
  notificationsPageLimit: 15,
  /**
   * Custom-field values one offer may carry, and the length of a field name and of a text value
   * (docs/decisions/038): any name is stored, so the count is bounded, not only the category's fields.
   */
  offerAttributesMax: 50,
  offerAttributeNameMax: 60,
  offerAttributeValueMax: 200,
  /** Offers one `POST /api/stats/store-offers-visits` may name (docs/decisions/037). */
  offerVisitsPerCall: 50,
  /**
   * Money and pieces (docs/decisions/069), amounts in minor units: any amount on an offer (price,
   * range, salary, delivery) up to 1,000,000,000.00; its pieces (and a basket or order line's);
   * its price times its pieces, so a seller's sums stay exact far past any real stock; and an
   * order's total, what one card payment can take (Stripe: eight digits), 999,999.99.
   */
  amountMax: 100_000_000_000,
  quantityMax: 1_000_000,
  offerValueMax: 100_000_000_000,
  orderAmountMax: 99_999_999,
} as const;
