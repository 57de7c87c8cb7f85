import type {
  ChatMessageDto,
  ChatParticipantDto,
  ConversationDto,
  ConversationSummaryDto,
  ConversationsPage,
} from '@marketplace/contract';

export const ME: ChatParticipantDto = { externalUid: 'u1', name: 'Bea Buyer', avatarUrl: null };
export const SELLER: ChatParticipantDto = {
  externalUid: 'u2',
  name: 'Sam Seller',
  avatarUrl: '/media/sam/small.webp',
};
export const ADMINISTRATION: ChatParticipantDto = {
  externalUid: 'administration',
  name: null,
  avatarUrl: null,
};

export function summary(overrides: Partial<ConversationSummaryDto> = {}): ConversationSummaryDto {
  return {
    id: 5,
    externalUid: 'c5',
    subjectName: 'Road bike',
    offerId: 40,
    lastMessagePrefix: 'Is it still available?',
    lastMessageTime: '2026-03-05T10:00:00.000Z',
    participants: [ME, SELLER],
    unreadCount: 0,
    counterpartDeleted: false,
    ...overrides,
  };
}

export function inboxPage(
  items: ConversationSummaryDto[],
  currentPage = 1,
  totalPages = 1,
  totalItems = items.length,
): ConversationsPage {
  return { items, pagination: { currentPage, totalPages, totalItems } };
}

export function message(
  id: number,
  text: string,
  author = SELLER.externalUid,
  conversationId = 5,
): ChatMessageDto {
  return {
    id,
    conversationId,
    authorExternalUid: author,
    message: text,
    createdAt: new Date(Date.UTC(2026, 2, 5, 9, id)).toISOString(),
    proposal: null,
  };
}

export function conversation(
  messages: ChatMessageDto[],
  overrides: Partial<ConversationDto> = {},
  page: { currentPage: number; totalPages: number } = { currentPage: 1, totalPages: 1 },
): ConversationDto {
  return {
    ...summary(),
    messages: { items: messages, pagination: { ...page, totalItems: messages.length } },
    accessToken: 'realtime-token',
    tokenOwnerExternalUid: ME.externalUid,
    ...overrides,
  };
}
