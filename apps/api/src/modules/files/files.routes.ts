import { MESSAGES } from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Storage } from '../../adapters/storage/storage.ts';
import { ValidationError } from '../../shared/errors.ts';
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
    if (!request.isMultipart()) throw new ValidationError({ file: MESSAGES.required });
    const part = await request.file({ limits: { fileSize: OFFER_IMAGE_MAX_BYTES, files: 1 } });
    if (!part || part.fieldname !== 'upload_image_form[file]')
      throw new ValidationError({ file: MESSAGES.required });
    const buffer = await part.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new ValidationError({ file: MESSAGES.fileTooLarge });
      throw error;
    });
    const file = await files.storeImage({
      region: request.region,
      ownerAccountId: request.principal!.accountId,
      kind: 'offer_image',
      buffer,
      filename: part.filename,
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
