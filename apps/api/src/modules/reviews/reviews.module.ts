import type { Platform } from '../../platform.ts';
import { createReviewsAdminService } from './reviews.admin.ts';
import { reviewsAdminRoutes } from './reviews.admin.routes.ts';
import { reviewsRoutes } from './reviews.routes.ts';
import { createReviewsService } from './reviews.service.ts';

/** Reviews of sellers and their disputes; the console's review moderation. */
export async function registerReviews({
  app,
  storage,
  repositories,
  readRepositories,
  unitOfWork,
  publicOrigin,
  clock,
  admin,
}: Platform) {
  // Reviews of a seller: anonymous readers' on a replica when there are any (decision 130).
  const reviews = createReviewsService({ reviewsRepository: readRepositories.reviews, storage });
  const reviewsAdmin = createReviewsAdminService({
    adminRepository: repositories.reviewsAdmin,
    unitOfWork,
    publicOrigin,
    clock,
  });
  await app.register(reviewsRoutes, { reviews });
  await admin((scope) => reviewsAdminRoutes(scope, { reviewsAdmin }));
  return { reviews, reviewsAdmin };
}
