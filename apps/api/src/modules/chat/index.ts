export type { ChatAdmin } from './chat.admin.ts';
export { createChatDashboard } from './chat.dashboard.ts';
export { createChatExport } from './chat.export.ts';
export type { ChatExport } from './chat.export.ts';
export { messagesBetween } from './chat.reads.ts';
export { conversationOf, openOfferConversation, postProposalStep } from './chat.proposals.ts';
export type { ChatProposalScope } from './chat.proposals.ts';
export { createChatRepository } from './chat.repository.ts';
export { registerChat } from './chat.module.ts';
