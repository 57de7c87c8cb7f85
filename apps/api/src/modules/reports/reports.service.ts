import {
  MESSAGES,
  type AccountReportReason,
  type OfferReportReason,
  type Region,
} from '@marketplace/contract';
import type { Clock } from '../../shared/clock.ts';
import { BadRequestError, ConflictError, NotFoundError, TooManyRequestsError } from '../../shared/errors.ts';
import type { OffersService } from '../offers/index.ts';
import type { ConversationReads } from './reports.conversations.ts';
import type { ReportsRepository } from './reports.repository.ts';

export const REPORTS_PER_HOUR = 10;

/**
 * Takedown reports: one open report per reporter and offer, at most ten an hour per reporter.
 * Reports of users from a conversation (decision 133): once per conversation and reporter, at most
 * ten an hour per reporter.
 */
export function createReportsService(deps: {
  reportsRepository: ReportsRepository;
  offers: OffersService;
  conversations: ConversationReads;
  clock: Clock;
}) {
  const hourAgo = () => new Date(deps.clock().getTime() - 60 * 60 * 1000);
  return {
    async report(
      reporterId: number,
      region: Region,
      offerId: number,
      input: { reason: OfferReportReason; description: string },
    ) {
      const offer = (await deps.offers.publishedItems(region, [offerId])).get(offerId);
      if (!offer) throw new BadRequestError(MESSAGES.cannotReport);
      if (offer.account.id === reporterId) throw new BadRequestError(MESSAGES.cannotReport);
      if ((await deps.reportsRepository.countSince(reporterId, hourAgo())) >= REPORTS_PER_HOUR) {
        throw new TooManyRequestsError(MESSAGES.tooManyAttempts, 3600);
      }
      const added = await deps.reportsRepository.addIfNone({
        region,
        offerId,
        reporterAccountId: reporterId,
        ...input,
      });
      if (!added) throw new ConflictError(MESSAGES.alreadyReported);
      return { reported: true };
    },

    /**
     * `POST /api/conversations/{id}/report`: a participant of a direct conversation reports the
     * other party; anyone else is told the conversation does not exist (as the chat tells them).
     */
    async reportUser(
      reporterId: number,
      region: Region,
      conversationId: number,
      input: { reason: AccountReportReason; comment: string },
    ) {
      const conversation = await deps.conversations.conversationFor(conversationId, region);
      if (!conversation || !(await deps.conversations.isParticipant(conversation.id, reporterId)))
        throw new NotFoundError();
      const reported = conversation.parties.find((id) => id !== reporterId);
      if (conversation.kind !== 'direct' || reported === undefined)
        throw new BadRequestError(MESSAGES.cannotReportInConversation);
      if (
        (await deps.reportsRepository.countAccountReportsSince(reporterId, hourAgo())) >= REPORTS_PER_HOUR
      ) {
        throw new TooManyRequestsError(MESSAGES.tooManyAttempts, 3600);
      }
      const id = await deps.reportsRepository.addAccountReport({
        region,
        reporterAccountId: reporterId,
        reportedAccountId: reported,
        conversationId: conversation.id,
        reason: input.reason,
        comment: input.comment,
        createdAt: deps.clock(),
      });
      if (id === undefined) throw new ConflictError(MESSAGES.conversationAlreadyReported);
      return { reported: true };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
