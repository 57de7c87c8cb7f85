/** Query keys of the checkout feature. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  featurePrices: () => ['checkout', 'feature-prices'] as const,
};
