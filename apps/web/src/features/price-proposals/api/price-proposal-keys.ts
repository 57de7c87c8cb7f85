const all = ['price-proposals'] as const;

/** Query keys of the price-proposals feature; all under `price-proposals`. */
export const priceProposalKeys = {
  all,
  /** The proposals of one conversation (the cards of its messages). */
  conversation: (conversationId: number) => [...all, 'conversation', conversationId] as const,
};
