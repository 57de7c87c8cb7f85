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
} as const;
