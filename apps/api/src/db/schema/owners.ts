/**
 * Which module owns each table (docs/architecture.md, 'Modules and what they own'): only the
 * owner's files name it in SQL or through its schema object; other modules read and write it
 * through the owner's face (index.ts). `modules/boundaries.test.ts` holds every module to this.
 * Tables owned by an adapter (rate-limit counters, the sandbox payment and payout providers) belong
 * to no module.
 */
export const TABLE_OWNERS = {
  accounts: 'accounts',
  files: 'files',
  auditLog: 'audit',
  refreshTokens: 'sessions',
  shortCodes: 'short-codes',
  outboxMessages: 'outbox',
  basketLines: 'basket',
  categories: 'categories',
  categoryFields: 'categories',
  conversations: 'chat',
  conversationParticipants: 'chat',
  chatMessages: 'chat',
  contactMessages: 'contact',
  pageGroups: 'pages',
  pages: 'pages',
  advertisements: 'advertisements',
  dataExports: 'data-exports',
  events: 'events',
  favourites: 'favourites',
  notifications: 'notifications',
  offerFeaturePurchases: 'offer-features',
  featurePrices: 'offer-features',
  offers: 'offers',
  offerImages: 'offers',
  orders: 'orders',
  orderProducts: 'orders',
  payments: 'payments',
  savedCards: 'payments',
  paymentCustomers: 'payments',
  sandboxPaymentIntents: 'adapters/payments',
  sandboxPaymentMethods: 'adapters/payments',
  sandboxPayouts: 'adapters/payments',
  priceProposals: 'price-proposals',
  rateLimitCounters: 'adapters/rate-limits',
  offerReports: 'reports',
  reviews: 'reviews',
  reviewDisputes: 'reviews',
  savedSearches: 'saved-searches',
  savedSearchMatches: 'saved-searches',
  savedSearchAlerts: 'saved-searches',
  searchPhraseCounts: 'search',
  offerCategoryCounts: 'search',
  searchTitleWords: 'search',
} as const;

export type TableName = keyof typeof TABLE_OWNERS;
