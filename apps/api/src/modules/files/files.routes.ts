import { UPLOADS } from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUpload } from '../../http/uploads.ts';
import type { FilesService } from './files.service.ts';

/** Offer photos: uploaded before the offer is saved, attached when it is. */
export async function filesRoutes(app: FastifyInstance, { files }: { files: FilesService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.authenticate };

  routes.post(
    '/api/files/images',
    {
      ...signedIn,
      config: {
        docsUpload: UPLOADS.offerImage,
        answers: { 201: 'UploadedImageDto', 429: 'ErrorBody' },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, UPLOADS.offerImage);
      const image = await files.uploadOfferImage(request.region, request.principal!.accountId, upload);
      return reply.status(201).send(image);
    },
  );

  routes.delete(
    '/api/files/images/:fileId',
    { config: { answers: { 204: null } }, ...signedIn, schema: { params: z.object({ fileId: z.uuid() }) } },
    async (request, reply) => {
      await files.removeOwn(request.principal!.accountId, request.region, request.params.fileId);
      return reply.status(204).send();
    },
  );
}
