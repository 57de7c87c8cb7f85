import { ContactInputSchema } from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendPublic } from '../../http/public-cache.ts';
import type { ContactService } from './contact.service.ts';
import { listOf } from '../../http/docs.ts';

export async function contactRoutes(app: FastifyInstance, { contact }: { contact: ContactService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** The form's subjects with their labels in the edition's language; public and cacheable. */
  routes.get(
    '/api/contact/subjects',
    { config: { answers: { 200: listOf('ContactSubjectDto'), 304: null } } },
    async (request, reply) => sendPublic(request, reply, contact.subjects(request.region)),
  );

  /** Sends a message to the administration: 204 with no body (the spec shows no answer). */
  routes.post(
    '/api/contact',
    {
      config: { proofOfWork: 'contact', answers: { 204: null, 429: 'ErrorBody' } },
      schema: { body: ContactInputSchema },
    },
    async (request, reply) => {
      await contact.send(request.region, request.body, request.ip);
      return reply.status(204).send();
    },
  );
}
