/** Query keys of the categories feature. */
export const categoriesKeys = {
  salesChannel: ['sales-channel'] as const,
};
