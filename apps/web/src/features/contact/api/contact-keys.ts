/** Query keys of the contact feature; all under `contact`. */
export const contactKeys = {
  all: ['contact'] as const,
  subjects: () => [...contactKeys.all, 'subjects'] as const,
};
