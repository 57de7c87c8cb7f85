import type { Platform } from '../../platform.ts';
import { createRealtimeTokens } from '../realtime/index.ts';
import { createMessageAssessment, ownSiteOfPlatform } from '../safety/index.ts';
import { createChatAdmin } from './chat.admin.ts';
import { chatAdminRoutes } from './chat.admin.routes.ts';
import { chatRoutes } from './chat.routes.ts';
import { createChatService } from './chat.service.ts';

/** Chat between users and with the administration (support inbox, decision 089; disputes). */
export async function registerChat({
  app,
  env,
  repositories,
  unitOfWork,
  rateLimiter,
  storage,
  clock,
  admin,
  publicOrigin,
}: Platform) {
  const chat = createChatService({
    chatRepository: repositories.chat,
    unitOfWork,
    signRealtimeToken: createRealtimeTokens(env.AUTH_SECRET, env.ACCESS_TOKEN_TTL_SECONDS).sign,
    rateLimiter,
    storage,
    clock,
    newAccountConversationsPerHour: env.CHAT_NEW_ACCOUNT_CONVERSATIONS_PER_HOUR,
    assessMessage: createMessageAssessment(ownSiteOfPlatform({ publicOrigin })),
  });
  const chatAdmin = createChatAdmin({ chatRepository: repositories.chat, chat });
  await app.register(chatRoutes, { chat });
  await admin((scope) => chatAdminRoutes(scope, { chatAdmin }));
  return { chatAdmin };
}
