import type { Platform } from '../../platform.ts';
import { createOfferReads } from '../offers/index.ts';
import { createModerationAdminService } from './moderation.admin.ts';
import { moderationAdminRoutes } from './moderation.admin.routes.ts';

/** Safe to trade's console (decision 135): the review queue of held offers and the hold words. */
export async function registerModeration(
  { db, repositories, unitOfWork, storage, publicOrigin, clock, admin }: Platform,
  needs: Pick<Parameters<typeof createModerationAdminService>[0], 'accountRefsOf' | 'emailOf'>,
) {
  const moderation = createModerationAdminService({
    moderationRepository: repositories.moderation,
    offers: createOfferReads(db),
    accountRefsOf: needs.accountRefsOf,
    emailOf: needs.emailOf,
    unitOfWork,
    storage,
    publicOrigin,
    clock,
  });
  await admin((scope) => moderationAdminRoutes(scope, { moderation }));
}
