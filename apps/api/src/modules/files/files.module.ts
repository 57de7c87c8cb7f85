import type { Platform } from '../../platform.ts';
import { filesAdminRoutes } from './files.admin.routes.ts';
import { filesRoutes } from './files.routes.ts';
import { createFilesService, STORAGE_DELETE_TOPIC } from './files.service.ts';

/** Uploads: their routes, the console's content images, the storage deletions that follow a commit. */
export async function registerFiles({
  app,
  repositories,
  unitOfWork,
  storage,
  clock,
  rateLimiter,
  events,
  jobs,
  admin,
}: Platform) {
  const files = createFilesService({
    filesRepository: repositories.files,
    unitOfWork,
    storage,
    clock,
    rateLimiter,
  });
  events.handle<{ storageKey: string }>(STORAGE_DELETE_TOPIC, ({ storageKey }) => storage.delete(storageKey));
  jobs.push({ name: 'delete-unattached-uploads', cron: '5 * * * *', run: files.deleteUnattached });
  jobs.push({ name: 'hash-unhashed-photos', cron: '15 * * * *', run: () => files.hashUnhashed() });
  await app.register(filesRoutes, { files });
  await admin((scope) => filesAdminRoutes(scope, { files }));
  return files;
}
