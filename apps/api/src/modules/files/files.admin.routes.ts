import { UPLOADS } from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import { readUpload } from '../../http/uploads.ts';
import type { FilesService } from './files.service.ts';

/** `POST /api/admin/images`: the console's image upload (categories, adverts), inside the admin scope. */
export async function filesAdminRoutes(admin: FastifyInstance, { files }: { files: FilesService }) {
  admin.post(
    '/api/admin/images',
    { config: { answers: { 201: 'AdminImageDto' }, docsUpload: UPLOADS.contentImage } },
    async (request, reply) => {
      const upload = await readUpload(request, UPLOADS.contentImage);
      const image = await files.uploadContentImage(request.region, request.principal!.accountId, upload);
      return reply.status(201).send(image);
    },
  );
}
