import { IdParamsSchema } from '@marketplace/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DataExportsService } from './data-exports.service.ts';
import { media } from '../../http/docs.ts';

/** A link with a part missing or malformed is one that does not exist (404, not 400), as a wrong signature is. */
const SignedLinkQuerySchema = z.object({
  expires: z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number)
    .optional()
    .catch(undefined),
  signature: z.string().min(1).max(100).optional().catch(undefined),
});

/** Streams an archive as an attachment; never cached, never sniffed. */
function sendArchive(
  reply: FastifyReply,
  archive: { body: NodeJS.ReadableStream; size: number; filename: string },
) {
  return reply
    .header('content-type', 'application/zip')
    .header('content-length', archive.size)
    .header('content-disposition', `attachment; filename="${archive.filename}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .send(archive.body);
}

/**
 * "Download my data" (issue 24, decision 077): the owner's requests, a new one, and the archive,
 * either with the access token or by a short-lived signed link the signed-in owner asks for.
 */
export async function dataExportsRoutes(
  app: FastifyInstance,
  { dataExports }: { dataExports: DataExportsService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.authenticate };

  routes.get(
    '/api/accounts/my/data-exports',
    {
      ...signedIn,
      config: {
        answers: { 200: 'DataExportsDto' },
      },
    },
    async (request) => dataExports.list(request.principal!.accountId),
  );

  routes.post(
    '/api/accounts/my/data-exports',
    {
      ...signedIn,
      config: {
        answers: { 201: 'DataExportDto', 409: 'ErrorBody', 429: 'ErrorBody' },
      },
    },
    async (request, reply) => {
      const created = await dataExports.request(request.principal!.accountId, request.region);
      return reply.status(201).send(created);
    },
  );

  routes.get(
    '/api/accounts/my/data-exports/:id/download',
    {
      config: {
        answers: { 200: media('application/zip', 'The archive, as an attachment'), 410: 'ErrorBody' },
      },
      ...signedIn,
      schema: { params: IdParamsSchema },
    },
    async (request, reply) =>
      sendArchive(
        reply,
        await dataExports.download(request.principal!.accountId, request.region, request.params.id),
      ),
  );

  routes.post(
    '/api/accounts/my/data-exports/:id/download-link',
    {
      config: { answers: { 200: 'DataExportLinkDto', 410: 'ErrorBody' } },
      ...signedIn,
      schema: { params: IdParamsSchema },
    },
    async (request) => dataExports.link(request.principal!.accountId, request.region, request.params.id),
  );

  routes.get(
    '/api/data-exports/:id/download',
    {
      config: {
        answers: { 200: media('application/zip', 'The archive, as an attachment'), 410: 'ErrorBody' },
      },
      schema: { params: IdParamsSchema, querystring: SignedLinkQuerySchema },
    },
    async (request, reply) =>
      sendArchive(
        reply,
        await dataExports.downloadSigned(
          request.region,
          request.params.id,
          request.query.expires,
          request.query.signature,
        ),
      ),
  );
}
