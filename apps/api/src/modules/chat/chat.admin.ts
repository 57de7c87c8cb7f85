import {
  ADMIN_PAGE_SIZE,
  displayName,
  LAST_MESSAGE_PREFIX_LENGTH,
  paginationOf,
  type ChatMessageDto,
  type Region,
  type SupportConversationDetailDto,
  type SupportConversationDto,
  type SupportInboxDto,
  type SupportState,
} from '@marketplace/contract';
import { NotFoundError } from '../../shared/errors.ts';
import {
  partiesOf,
  type AdministrationLine,
  type ChatRepository,
  type ParticipantAccount,
} from './chat.repository.ts';
import { presentMessageLine } from './chat.presenter.ts';
import type { Caller, ChatService } from './chat.service.ts';

/** How many conversations, and messages of each, an administrator reads beside a dispute. */
const CONVERSATIONS_MAX = 5;
const MESSAGES_MAX = 100;

const excerptOf = (body: string | null) => [...(body ?? '')].slice(0, LAST_MESSAGE_PREFIX_LENGTH).join('');

function presentLine(line: AdministrationLine, user: ParticipantAccount | undefined): SupportConversationDto {
  const [userId] = partiesOf(line);
  return {
    id: line.id,
    user: {
      id: userId!,
      username: user?.username ?? '',
      name: user ? displayName(user) : '',
      deleted: !user || user.deletedAt !== null,
    },
    lastMessageExcerpt: excerptOf(line.lastMessageBody),
    lastMessageByUser: line.lastMessageAuthorId === userId,
    lastMessageAt: (line.lastMessageAt ?? line.createdAt).toISOString(),
    awaitingAnswerSince: line.awaitingAnswerSince?.toISOString() ?? null,
  };
}

/**
 * What the chat module gives the administration console (issue 25). The support inbox (decision
 * 089): the edition's conversations with the administration, oldest unanswered first; an
 * administrator reads one and answers it as 'Admin' through the chat service (the user hears it
 * live and is notified as for any message; the answer is audited in the same transaction). Read
 * only, for the user page: the account's newest conversations and who else takes part (never the
 * messages, decision 087); beside an order dispute: the direct conversations of its two parties
 * with their messages (decision 085).
 */
export function createChatAdmin({
  chatRepository,
  chat,
}: {
  chatRepository: ChatRepository;
  chat: ChatService;
}) {
  async function usersOf(lines: AdministrationLine[]) {
    const accounts = await chatRepository.accountsByIds([
      ...new Set(lines.map((line) => partiesOf(line)[0]!)),
    ]);
    return new Map(accounts.map((account) => [account.id, account]));
  }

  /** An administration conversation of the edition, or 404 (a direct one is none of the console's business). */
  async function administrationConversation(region: Region, conversationId: number) {
    const conversation = await chatRepository.findConversation(conversationId, region);
    if (!conversation || conversation.kind !== 'administration') throw new NotFoundError();
    return conversation;
  }

  return {
    async inbox(region: Region, state: SupportState, page: number): Promise<SupportInboxDto> {
      const { lines, total } = await chatRepository.administrationPage(
        region,
        state,
        ADMIN_PAGE_SIZE,
        (page - 1) * ADMIN_PAGE_SIZE,
      );
      const users = await usersOf(lines);
      return {
        items: lines.map((line) => presentLine(line, users.get(partiesOf(line)[0]!))),
        pagination: paginationOf(page, ADMIN_PAGE_SIZE, total),
      };
    },

    /** The conversation with a page of its messages; reading it marks it read for this administrator. */
    async conversation(
      caller: Caller,
      conversationId: number,
      page: number,
    ): Promise<SupportConversationDetailDto> {
      await administrationConversation(caller.region, conversationId);
      const view = await chat.one(caller, conversationId, { page });
      const conversation = (await chatRepository.findConversation(conversationId, caller.region))!;
      const [last] = await chatRepository.messagesPage(conversationId, 1, 0);
      const line: AdministrationLine = {
        ...conversation,
        lastMessageBody: last?.body ?? null,
        lastMessageAuthorId: last?.authorId ?? null,
      };
      const users = await usersOf([line]);
      return { ...presentLine(line, users.get(partiesOf(line)[0]!)), messages: view.messages };
    },

    /** Answers as the administration: through the chat, so the user gets it as any message. */
    async answer(caller: Caller, conversationId: number, message: string): Promise<ChatMessageDto> {
      await administrationConversation(caller.region, conversationId);
      return chat.send(caller, conversationId, message);
    },

    conversationsOfAccount: (accountId: number, limit: number) =>
      chatRepository.conversationsOfAccount(accountId, limit),

    async conversationsBetween(region: Region, oneId: number, otherId: number) {
      const found = await chatRepository.directConversationsBetween(
        region,
        oneId,
        otherId,
        CONVERSATIONS_MAX,
      );
      const messages = await Promise.all(
        found.map((conversation) => chatRepository.messagesPage(conversation.id, MESSAGES_MAX, 0)),
      );
      return found.map((conversation, index) => ({
        id: conversation.id,
        subject: conversation.subject,
        messages: messages[index]!.map((message) => ({
          ...presentMessageLine(message),
          createdAt: message.createdAt.toISOString(),
        })),
      }));
    },
  };
}

export type ChatAdmin = ReturnType<typeof createChatAdmin>;
