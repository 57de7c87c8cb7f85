/** Query keys of the home feature. */
export const homeKeys = {
  home: ['home'] as const,
};
