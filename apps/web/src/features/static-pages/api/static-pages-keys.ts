/** Query keys of the static pages feature; every one lives under `pages`. */
export const staticPagesKeys = {
  groups: ['pages'] as const,
  page: (slug: string) => ['pages', slug] as const,
};
