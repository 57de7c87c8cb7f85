import type { Platform } from '../../platform.ts';
import { homeRoutes } from './home.routes.ts';
import { createHomeService } from './home.service.ts';

/** The home page's sections of each edition. */
export async function registerHome(
  { app, caches }: Platform,
  needs: Omit<Parameters<typeof createHomeService>[0], 'caches'>,
) {
  await app.register(homeRoutes, { home: createHomeService({ ...needs, caches }) });
}
