/** Query keys of the advertisements feature. */
export const advertisementsKeys = {
  all: ['advertisements'] as const,
};
