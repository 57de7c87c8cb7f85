import type { Executor } from '../../db/client.ts';
import { presentMessageLine } from './chat.presenter.ts';
import { createChatRowReads } from './chat.repository.ts';

/**
 * What the chat module hands to "Download my data" (decision 077): the conversations an account
 * takes part in, one page at a time, and each one's messages, one page at a time (a user with
 * thousands of messages never has them all in memory). The console reads them the same way
 * (chat.admin.ts).
 */
export function createChatExport(db: Executor) {
  const repository = createChatRowReads(db);
  return {
    conversationsOfAccountForExport: (accountId: number, afterId: number, limit: number) =>
      repository.conversationsOfAccount(accountId, limit, afterId),

    /** A conversation's messages after `afterId`, oldest first; the caller checked it takes part. */
    messagesForExport: async (conversationId: number, afterId: number, limit: number) =>
      (await repository.messagesAfter(conversationId, afterId, limit)).map(presentMessageLine),
  };
}

export type ChatExport = ReturnType<typeof createChatExport>;
