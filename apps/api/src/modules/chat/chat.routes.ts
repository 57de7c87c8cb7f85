import {
  ChatMessageInputSchema,
  ContactAdministrationInputSchema,
  IdParamsSchema,
  IdSchema,
  integerQuery,
  MAX_ID,
  PageQuerySchema,
} from '@marketplace/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseWith } from '../../http/parse-with.ts';
import type { Caller, ChatService } from './chat.service.ts';

/**
 * `?page=N` counts pages from the newest; `?after=<message id>` answers what came after it instead.
 * `after` is a position, not an id: 0 stands before the first message, so a client that holds none
 * yet (a new conversation) catches up from 0, answered like any other cursor (issue 24: the id
 * schema refused it with 400, logged by both sides of every new conversation).
 */
const ConversationQuerySchema = PageQuerySchema.extend({
  after: integerQuery(0, MAX_ID),
});
const StartParamsSchema = z.object({ userId: IdSchema });
const StartAboutOfferParamsSchema = z.object({ userId: IdSchema, offerId: IdSchema });

const callerOf = (request: FastifyRequest): Caller => ({
  accountId: request.principal!.accountId,
  region: request.region,
  familyId: request.principal!.familyId,
});

/** Chat (spec 001 "Chat", decision 065): the inbox, a conversation, starting one, and sending. */
export async function chatRoutes(app: FastifyInstance, { chat }: { chat: ChatService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.authenticate };

  routes.get(
    '/api/conversations',
    {
      config: { answers: { 200: 'ConversationsPage' } },
      ...signedIn,
      schema: { querystring: PageQuerySchema },
    },
    async (request) => chat.page(callerOf(request), request.query.page),
  );

  routes.get(
    '/api/conversations/unread-count',
    { ...signedIn, config: { answers: { 200: 'ChatUnreadDto' } } },
    async (request) => chat.unread(callerOf(request)),
  );

  routes.get(
    '/api/conversations/:id',
    {
      config: { answers: { 200: 'ConversationDto' } },
      ...signedIn,
      schema: { params: IdParamsSchema, querystring: ConversationQuerySchema },
    },
    async (request) =>
      chat.one(callerOf(request), request.params.id, {
        page: request.query.page,
        after: request.query.after,
      }),
  );

  routes.post(
    '/api/conversations/message-sent',
    {
      config: {
        answers: {
          201: 'ChatMessageDto',
          403: 'ErrorBody',
          404: 'ErrorBody',
          429: 'ErrorBody',
          409: 'ErrorBody',
        },
      },
      ...signedIn,
      schema: { body: ChatMessageInputSchema },
    },
    async (request, reply) => {
      const message = await chat.send(callerOf(request), request.body.conversationId, request.body.message);
      return reply.status(201).send(message);
    },
  );

  const contactDocs = {
    docsBody: ContactAdministrationInputSchema,
    answers: { 200: 'ConversationDto', 201: 'ConversationDto', 429: 'ErrorBody' },
  } as const;
  routes.post(
    '/api/conversations/contact-administration',
    { ...signedIn, config: contactDocs },
    async (request, reply) => {
      const input = parseWith(ContactAdministrationInputSchema, request.body ?? {});
      const { created, conversation } = await chat.contactAdministration(callerOf(request), input.message);
      return reply.status(created ? 201 : 200).send(conversation);
    },
  );

  routes.post(
    '/api/conversations/:userId',
    {
      config: {
        answers: { 200: 'ConversationDto', 201: 'ConversationDto', 403: 'ErrorBody', 429: 'ErrorBody' },
      },
      ...signedIn,
      schema: { params: StartParamsSchema },
    },
    async (request, reply) => {
      const { created, conversation } = await chat.start(callerOf(request), request.params.userId, null);
      return reply.status(created ? 201 : 200).send(conversation);
    },
  );

  routes.post(
    '/api/conversations/:userId/:offerId',
    {
      config: {
        answers: { 200: 'ConversationDto', 201: 'ConversationDto', 403: 'ErrorBody', 429: 'ErrorBody' },
      },
      ...signedIn,
      schema: { params: StartAboutOfferParamsSchema },
    },
    async (request, reply) => {
      const { created, conversation } = await chat.start(
        callerOf(request),
        request.params.userId,
        request.params.offerId,
      );
      return reply.status(created ? 201 : 200).send(conversation);
    },
  );
}
