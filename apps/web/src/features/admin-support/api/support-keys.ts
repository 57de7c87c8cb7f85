import type { SupportState } from '@marketplace/contract';

const all = ['admin-support'] as const;

/** Query keys of the console's support inbox. */
export const supportKeys = {
  all,
  inbox: [...all, 'inbox'] as const,
  inboxPage: (state: SupportState, page: number) => [...all, 'inbox', state, page] as const,
  conversation: (id: number) => [...all, 'conversation', id] as const,
};
