const all = ['chat'] as const;
/** Every page of the inbox: invalidating it reloads whichever page is shown. */
const inbox = [...all, 'inbox'] as const;

/** Query keys of the chat feature; all under `chat`. */
export const chatKeys = {
  all,
  inbox,
  inboxPage: (page: number) => [...inbox, page] as const,
  /** One conversation with the pages of its messages loaded so far (newest page first). */
  conversation: (id: number) => [...all, 'conversation', id] as const,
  /** How many conversations hold unread messages (the Messages link's mark). */
  unread: [...all, 'unread'] as const,
};
