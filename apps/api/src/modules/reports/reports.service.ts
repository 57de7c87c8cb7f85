import { MESSAGES, type OfferReportReason, type Region } from '@marketplace/contract';
import type { Clock } from '../../shared/clock.ts';
import { BadRequestError, ConflictError, TooManyRequestsError } from '../../shared/errors.ts';
import type { OffersService } from '../offers/index.ts';
import type { ReportsRepository } from './reports.repository.ts';

export const REPORTS_PER_HOUR = 10;

/** Takedown reports: one open report per reporter and offer, at most ten an hour per reporter. */
export function createReportsService(deps: {
  reportsRepository: ReportsRepository;
  offers: OffersService;
  clock: Clock;
}) {
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
      const hourAgo = new Date(deps.clock().getTime() - 60 * 60 * 1000);
      if ((await deps.reportsRepository.countSince(reporterId, hourAgo)) >= REPORTS_PER_HOUR) {
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
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
