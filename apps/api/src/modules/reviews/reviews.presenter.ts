import { displayName, type LeadReviewDto, type ReviewDto, type ReviewStatsDto } from '@marketplace/contract';
import type { Storage } from '../../adapters/storage/storage.ts';
import { fallbackAvatarUrl } from '../../shared/avatars.ts';
import type { ReviewAccount, ReviewRecord, ReviewStats, SellerReviewSummary } from './reviews.repository.ts';

/** An account's avatar: its uploaded one (small), else the generated fallback. */
export function avatarUrlOf(account: ReviewAccount, storage: Storage): string {
  return account.avatarKey
    ? storage.publicUrl(`${account.avatarKey}/small.webp`)
    : fallbackAvatarUrl(account);
}

/** A seller as a reviews page heads it: the name the app shows everywhere (`displayName`). */
export function presentSeller(account: ReviewAccount, storage: Storage) {
  return { id: account.id, name: displayName(account), avatarUrl: avatarUrlOf(account, storage) };
}

/**
 * A reviewer: a deleted account by the name it is shown by everywhere (decision 078), without a
 * link or an avatar; nameless (the web shows accountDeactivated) once blocked or not active.
 */
function presentReviewer(reviewer: ReviewAccount | null, storage: Storage): ReviewDto['reviewer'] {
  if (reviewer?.deletedAt) return { id: null, name: reviewer.username, avatarUrl: null };
  if (!reviewer || reviewer.status !== 'active') return { id: null, name: null, avatarUrl: null };
  return { id: reviewer.id, name: displayName(reviewer), avatarUrl: avatarUrlOf(reviewer, storage) };
}

export function presentReview(record: ReviewRecord, storage: Storage): ReviewDto {
  return {
    id: record.id,
    rate: record.rate,
    comment: record.comment,
    createdAt: record.createdAt.toISOString(),
    reviewer: presentReviewer(record.reviewer, storage),
    boughtProduct: record.boughtProduct,
    offer: record.offer,
    dispute: record.dispute && {
      description: record.dispute.description,
      createdAt: record.dispute.createdAt.toISOString(),
    },
  };
}

export function presentStats(stats: ReviewStats): ReviewStatsDto {
  return { average: stats.average, count: stats.count, countPerRate: stats.countPerRate };
}

/** The seller's latest reviews under an offer (their dates as ISO strings, whatever the driver gave). */
export function presentLeadReviews(summary: SellerReviewSummary): LeadReviewDto[] {
  return summary.lead.map((review) => ({
    id: review.id,
    rate: review.rate,
    comment: review.comment,
    createdAt: new Date(review.createdAt).toISOString(),
  }));
}
