import {
  MESSAGES,
  PAGE_PATHS,
  type AdminDisputeListItemDto,
  type AdminReviewDisputeDto,
  type DisputeState,
  type Region,
} from '@marketplace/contract';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { Clock } from '../../shared/clock.ts';
import { ConflictError, NotFoundError } from '../../shared/errors.ts';
import type { AuditLog } from '../audit/index.ts';
import type { EventLog } from '../events/index.ts';
import { notify, reviewDisputeDecidedMessage, type NotificationsScope } from '../notifications/index.ts';
import { queueMessage } from '../outbox/index.ts';
import type { ReviewsAdminRepository } from './reviews.admin.repository.ts';

type Scope = NotificationsScope & {
  reviewsAdmin: ReviewsAdminRepository;
  audit: AuditLog;
  events: EventLog;
};

const seconds = (from: Date, to: Date) => Math.max(0, Math.floor((to.getTime() - from.getTime()) / 1000));

/**
 * The administration of review disputes (issue 25, decision 086): keep the review, or remove it
 * (marked removed, never deleted: it leaves the seller's stats, lists and averages). One decision
 * per dispute, audited, told to the seller who disputed and to the review's author.
 */
export function createReviewsAdminService(deps: {
  adminRepository: ReviewsAdminRepository;
  unitOfWork: UnitOfWork<Scope>;
  publicOrigin: (region: Region) => string;
  clock: Clock;
}) {
  const { adminRepository: repository, unitOfWork, clock } = deps;

  return {
    async list(region: Region, state: DisputeState, page: number, pageSize: number) {
      const now = clock();
      const { rows, total } = await repository.disputes(region, state, pageSize, (page - 1) * pageSize);
      const items: AdminDisputeListItemDto[] = rows.map((row) => ({
        kind: 'review',
        id: row.review.id,
        description: row.dispute.description,
        openedAt: row.dispute.createdAt.toISOString(),
        ageSeconds: seconds(row.dispute.createdAt, row.dispute.decidedAt ?? now),
        decidedAt: row.dispute.decidedAt?.toISOString() ?? null,
        outcome: row.dispute.outcome,
        complainant: { id: row.seller.id, username: row.seller.username },
        respondent: row.reviewer ? { id: row.reviewer.id, username: row.reviewer.username } : null,
        amount: null,
        currency: null,
        rating: row.review.rate,
      }));
      return { items, total };
    },

    async detail(region: Region, reviewId: number): Promise<AdminReviewDisputeDto> {
      const row = await repository.find(region, reviewId);
      if (!row) throw new NotFoundError();
      const { review, dispute } = row;
      return {
        review: {
          id: review.id,
          rate: review.rate,
          comment: review.comment,
          createdAt: review.createdAt.toISOString(),
          removedAt: review.removedAt?.toISOString() ?? null,
          offer: row.offer,
          boughtProduct: row.product,
        },
        seller: { id: row.seller.id, username: row.seller.username },
        reviewer: row.reviewer ? { id: row.reviewer.id, username: row.reviewer.username } : null,
        dispute: {
          description: dispute.description,
          createdAt: dispute.createdAt.toISOString(),
          ageSeconds: seconds(dispute.createdAt, dispute.decidedAt ?? clock()),
          decision:
            dispute.outcome && dispute.decidedAt
              ? {
                  outcome: dispute.outcome,
                  reason: dispute.reason ?? '',
                  decidedAt: dispute.decidedAt.toISOString(),
                  decidedBy: row.decider,
                }
              : null,
        },
      };
    },

    /** Keeps or removes the disputed review: once (409 for a second decision), audited, both told. */
    async decide(
      actor: { id: number; region: Region },
      reviewId: number,
      outcome: 'kept' | 'removed',
      reason: string,
    ): Promise<void> {
      const now = clock();
      await unitOfWork(async (scope) => {
        const row = await scope.reviewsAdmin.find(actor.region, reviewId);
        if (!row) throw new NotFoundError();
        const decided = await scope.reviewsAdmin.decide(reviewId, {
          outcome,
          decidedBy: actor.id,
          reason,
          decidedAt: now,
        });
        if (!decided) throw new ConflictError(MESSAGES.disputeAlreadyDecided);
        if (outcome === 'removed') await scope.reviewsAdmin.markRemoved(reviewId, now);
        await scope.audit.record(actor.region, actor.id, {
          action: outcome === 'removed' ? 'reviewDispute.remove' : 'reviewDispute.keep',
          subjectType: 'review',
          subjectId: reviewId,
          reason,
          before: { dispute: 'open', removed: row.review.removedAt !== null },
          after: { dispute: outcome, removed: outcome === 'removed' },
        });
        const origin = deps.publicOrigin(actor.region);
        const parties = [
          [row.seller.id, 'seller', row.seller.email, PAGE_PATHS.reviews.replace(':type', 'me')],
          ...(row.reviewer
            ? [
                [
                  row.reviewer.id,
                  'reviewer',
                  row.reviewer.email,
                  PAGE_PATHS.reviewsOf
                    .replace(':type', 'seller')
                    .replace(':reviewsOf', String(row.seller.id)),
                ] as const,
              ]
            : []),
        ] as const;
        for (const [accountId, party, email, path] of parties) {
          await notify(scope, {
            region: actor.region,
            accountId,
            kind: 'reviewdisputedecided',
            data: { reviewId, party, outcome, reason, sellerId: row.seller.id },
            dedupeKey: `reviewdisputedecided:${reviewId}:${accountId}`,
            createdAt: now,
          });
          if (email)
            await queueMessage(scope.events, {
              region: actor.region,
              channel: 'email',
              recipient: email,
              ...reviewDisputeDecidedMessage(actor.region, { outcome, reason, link: `${origin}${path}` }),
            });
        }
      });
    },
  };
}

export type ReviewsAdminService = ReturnType<typeof createReviewsAdminService>;
