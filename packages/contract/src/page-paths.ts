/**
 * Every page of the web app (spec 000 and 001 section 2), one list for both apps: the web router
 * takes its paths from here, and the server answers 404 for any other path and picks the page's
 * head (apps/api/src/modules/seo/seo.page-routes.ts). A path the router lacks is a page the server
 * does not know, and the other way round.
 *
 * `:id` is a record id (1 to 9 digits, as the pages read it); other params take any segment.
 */
export const PAGE_PATHS = {
  home: '/',
  offer: '/offer/:id',
  search: '/search',
  seller: '/user/:id',
  staticPage: '/info/:slug',
  login: '/auth/login',
  register: '/auth/register',
  registerMethod: '/auth/register/method',
  registerConfirm: '/auth/register/confirm/:uuid',
  registerSuccess: '/auth/register/success',
  forgotPassword: '/auth/forgot-password',
  forgotPasswordSuccess: '/auth/forgot-password/success',
  resetPassword: '/auth/forgot-password/reset',
  resetPasswordSuccess: '/auth/forgot-password/reset/success',
  createOffer: '/offers/create',
  editOffer: '/offers/edit/:id',
  reviews: '/reviews/:type',
  reviewsOf: '/reviews/:type/:reviewsOf',
  favourites: '/favorites',
  messages: '/messages',
  chat: '/chat/:conversation',
  notifications: '/notifications',
  basket: '/basket',
  profile: '/profile',
  myProfile: '/profile/my-profile',
  myOffers: '/profile/my-offers',
  myOffersSold: '/profile/my-offers/sold',
  soldOrder: '/profile/my-offers/sold/:order',
  /** A seller's balance, history and payouts (decision 127). */
  balance: '/profile/balance',
  myOffersDraft: '/profile/my-offers/draft',
  myOffersClosed: '/profile/my-offers/closed',
  myPurchases: '/profile/my-purchases',
  purchase: '/profile/my-purchases/:order',
  accountSettings: '/profile/account-settings',
  savedSearches: '/profile/saved-searches',
  paymentMethod: '/payment/method',
  paymentMethodExtras: '/payment/method/extras',
  paymentCard: '/payment/card',
  paymentCardExtras: '/payment/card/extras',
  paymentSuccess: '/payment/success',
  /** Where a link in a message leads, before leaving the site (decision 132): `?to=<url>`. */
  leaving: '/leaving',
  // The administration console (issue 25), for the edition's administrators only.
  admin: '/admin',
  adminDisputes: '/admin/disputes',
  adminOrderDispute: '/admin/disputes/orders/:id',
  adminReviewDispute: '/admin/disputes/reviews/:id',
  adminReports: '/admin/reports',
  // Offers held for review and the hold words (decision 135).
  adminOfferReviews: '/admin/offer-reviews',
  adminUsers: '/admin/users',
  adminUser: '/admin/users/:id',
  adminSupport: '/admin/support',
  adminSupportConversation: '/admin/support/:id',
  adminCatalog: '/admin/catalog',
  adminCategory: '/admin/catalog/:id',
  adminContent: '/admin/content',
  adminAuditLog: '/admin/audit-log',
  /** Scam rules and blocked domains that warn recipients in chat (decision 132). */
  adminSafety: '/admin/safety',
  /** The edition's revenue, commission, payouts, ledgers and reconciliation (decision 127). */
  adminFinance: '/admin/finance',
} as const satisfies Record<string, `/${string}`>;

export type PageName = keyof typeof PAGE_PATHS;
