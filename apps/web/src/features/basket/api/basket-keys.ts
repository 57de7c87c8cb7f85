/** Query keys of the basket feature; the signed-in user's basket is one query. */
export const basketKeys = {
  all: ['basket'] as const,
  detail: () => ['basket', 'detail'] as const,
};
