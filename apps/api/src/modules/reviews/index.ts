export { createReviewsAdminRepository } from './reviews.admin.repository.ts';
export { createReviewsDashboard } from './reviews.dashboard.ts';
export { reviewBlockersOfDeletion } from './reviews.erasure.ts';
export { createReviewsExport } from './reviews.export.ts';
export type { ReviewsExport } from './reviews.export.ts';
export { createReviewsRepository } from './reviews.repository.ts';
export { orderProductReviewed } from './reviews.reads.ts';
export type { SellerReviewsSummary } from './reviews.service.ts';
export { registerReviews } from './reviews.module.ts';
