import type { FastifyInstance } from 'fastify';
import { MEDIA_CACHE_CONTROL, PRIVATE_KEY_PREFIX, type Storage } from '../adapters/storage/storage.ts';
import { NotFoundError } from '../shared/errors.ts';
import { media } from './docs.ts';

/** Serves stored images. Keys never change content, so they are cached for a year. */
export async function mediaRoutes(app: FastifyInstance, { storage }: { storage: Storage }) {
  app.get(
    '/media/*',
    {
      config: {
        salesChannel: false,
        answers: { 200: media('image/webp', 'The stored image'), 304: null, 404: 'ErrorBody' },
      },
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      // Private objects (data archives) are handed out by their own module only.
      if (key.toLowerCase().startsWith(PRIVATE_KEY_PREFIX)) throw new NotFoundError();
      const object = await storage.get(key);
      if (!object) throw new NotFoundError();
      return reply
        .header('content-type', object.contentType)
        .header('content-length', object.size)
        .header('cache-control', MEDIA_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .send(object.body);
    },
  );
}
