import { REGIONS } from '@marketplace/contract';
import type { Platform } from '../../platform.ts';
import { safetyAdminRoutes } from './safety.admin.routes.ts';
import { ownSiteOf } from './safety.matching.ts';
import { createSafetyAdminService } from './safety.service.ts';

/** Our own site as the lookalike check knows it: both editions' public hosts. */
export const ownSiteOfPlatform = ({ publicOrigin }: Pick<Platform, 'publicOrigin'>) =>
  ownSiteOf(REGIONS.map((region) => publicOrigin(region)));

/** "Safe to trade" (decision 132): the console's scam rules and blocked domains. */
export async function registerSafety({ repositories, unitOfWork, clock, admin, publicOrigin }: Platform) {
  const safetyAdmin = createSafetyAdminService({
    safetyRepository: repositories.safety,
    unitOfWork,
    site: ownSiteOfPlatform({ publicOrigin }),
    clock,
  });
  await admin((scope) => safetyAdminRoutes(scope, { safetyAdmin }));
}
