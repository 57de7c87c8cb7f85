import {
  PageQuerySchema,
  SupportAnswerInputSchema,
  SupportQuerySchema,
  IdSchema,
} from '@marketplace/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ChatAdmin } from './chat.admin.ts';
import type { Caller } from './chat.service.ts';

const ConversationParamsSchema = z.object({ conversationId: IdSchema });

const callerOf = (request: FastifyRequest): Caller => ({
  accountId: request.principal!.accountId,
  region: request.region,
  familyId: request.principal!.familyId,
});

/** The support inbox (decision 089), registered inside the admin scope (http/admin.ts). */
export async function chatAdminRoutes(admin: FastifyInstance, { chatAdmin }: { chatAdmin: ChatAdmin }) {
  const routes = admin.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/support',
    { config: { answers: { 200: 'SupportInboxDto' } }, schema: { querystring: SupportQuerySchema } },
    async (request) => chatAdmin.inbox(request.region, request.query.state, request.query.page),
  );

  routes.get(
    '/api/admin/support/:conversationId',
    {
      config: { answers: { 200: 'SupportConversationDetailDto' } },
      schema: { params: ConversationParamsSchema, querystring: PageQuerySchema },
    },
    async (request) =>
      chatAdmin.conversation(callerOf(request), request.params.conversationId, request.query.page),
  );

  routes.post(
    '/api/admin/support/:conversationId/messages',
    {
      config: { answers: { 201: 'ChatMessageDto' } },
      schema: { params: ConversationParamsSchema, body: SupportAnswerInputSchema },
    },
    async (request, reply) => {
      const message = await chatAdmin.answer(
        callerOf(request),
        request.params.conversationId,
        request.body.message,
      );
      return reply.status(201).send(message);
    },
  );
}
