import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Storage } from '../../adapters/storage/storage.ts';
import { readUpload } from '../../http/uploads.ts';
import { presentImage } from '../offers/offers.presenter.ts';
import { OFFER_IMAGE_RENDITIONS, type FilesService } from './files.service.ts';

export const OFFER_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** Offer photos: uploaded before the offer is saved, attached when it is. */
export async function filesRoutes(
  app: FastifyInstance,
  { files, storage }: { files: FilesService; storage: Storage },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.authenticate };

  routes.post('/api/files/images', signedIn, async (request, reply) => {
    const { buffer, filename } = await readUpload(request, {
      partName: 'upload_image_form[file]',
      field: 'file',
      maxBytes: OFFER_IMAGE_MAX_BYTES,
    });
    const file = await files.storeImage({
      region: request.region,
      ownerAccountId: request.principal!.accountId,
      kind: 'offer_image',
      buffer,
      filename,
      renditions: OFFER_IMAGE_RENDITIONS,
      field: 'file',
    });
    return reply.status(201).send({
      fileId: file.id,
      ...presentImage({ id: file.id, name: file.originalName, storageKey: file.storageKey }, storage),
    });
  });

  routes.delete(
    '/api/files/images/:fileId',
    { ...signedIn, schema: { params: z.object({ fileId: z.uuid() }) } },
    async (request, reply) => {
      await files.removeOwn(request.principal!.accountId, request.region, request.params.fileId);
      return reply.status(204).send();
    },
  );
}
