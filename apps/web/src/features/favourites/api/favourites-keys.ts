/** Query keys of the favourites feature; every favourites query lives under `favourites`. */
export const favouritesKeys = {
  all: ['favourites'] as const,
  list: (page: number) => ['favourites', 'list', page] as const,
  check: (offerIds: readonly number[]) =>
    ['favourites', 'check', [...offerIds].sort((a, b) => a - b)] as const,
};
