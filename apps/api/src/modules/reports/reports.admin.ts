import {
  ADMIN_PAGE_SIZE,
  MESSAGES,
  paginationOf,
  type AdminReportedOfferDto,
  type AdminReportsQuery,
  type Paginated,
  type Region,
} from '@marketplace/contract';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { Clock } from '../../shared/clock.ts';
import { ConflictError, NotFoundError } from '../../shared/errors.ts';
import type { AuditLog } from '../audit/index.ts';
import type { EventLog } from '../events/index.ts';
import { notify, offerClosedMessage, type NotificationsScope } from '../notifications/index.ts';
import { closeOfferForModeration, type OfferReads, type OffersScope } from '../offers/index.ts';
import { queueMessage } from '../outbox/index.ts';
import { endProposalsOfOffers, type ProposalEndingScope } from '../price-proposals/index.ts';
import { peopleOf, type AccountRefsOf } from '../../shared/people.ts';
import type { ReportRow, ReportsRepository } from './reports.repository.ts';

/** The accounts module's part of a transaction, read only by the function app.ts hands in. */
interface AccountsPart {
  accounts: unknown;
}

/**
 * The moderation queue of the console (issue 25, decision 088): the offers that takedown reports
 * name, and the administrator's decision on them: dismiss a report, or close the offer (every open
 * report on it resolved, its owner told with the reason), each in one unit of work with its audit entry.
 */
export function createReportsAdminService(deps: {
  reportsRepository: ReportsRepository;
  offers: Pick<OfferReads, 'adminSummariesOf'>;
  accountRefsOf: AccountRefsOf;
  /** An account's e-mail address (the accounts module's read), in the decision's transaction. */
  emailOf: (scope: AccountsPart, accountId: number) => Promise<string | undefined>;
  /** Closing an offer ends its price proposals in the same transaction (decision 115). */
  unitOfWork: UnitOfWork<
    {
      reports: ReportsRepository;
      events: EventLog;
      audit: AuditLog;
    } & OffersScope &
      NotificationsScope &
      AccountsPart &
      ProposalEndingScope
  >;
  publicOrigin: (region: Region) => string;
  clock: Clock;
}) {
  /** The report, or 404; 409 when it was decided already. */
  async function openReport(scope: { reports: ReportsRepository }, region: Region, reportId: number) {
    const report = await scope.reports.findById(reportId, region);
    if (!report) throw new NotFoundError();
    if (report.status !== 'open') throw new ConflictError(MESSAGES.reportAlreadyDecided);
    return report;
  }

  return {
    async list(region: Region, query: AdminReportsQuery): Promise<Paginated<AdminReportedOfferDto>> {
      const { rows, total } = await deps.reportsRepository.offersPage(
        region,
        query.state,
        ADMIN_PAGE_SIZE,
        (query.page - 1) * ADMIN_PAGE_SIZE,
      );
      const offerIds = rows.map((row) => row.offerId);
      const [reports, offers] = await Promise.all([
        deps.reportsRepository.ofOffers(offerIds, query.state),
        deps.offers.adminSummariesOf(region, offerIds),
      ]);
      const offerById = new Map(offers.map((offer) => [offer.id, offer]));
      const person = await peopleOf(deps.accountRefsOf, [
        ...offers.map((offer) => offer.accountId),
        ...reports.map((report) => report.reporterAccountId),
        ...reports.flatMap((report) => (report.resolvedByAccountId ? [report.resolvedByAccountId] : [])),
      ]);
      const presentReport = (report: ReportRow) => ({
        id: report.id,
        reason: report.reason,
        description: report.description,
        reporter: person(report.reporterAccountId),
        createdAt: report.createdAt.toISOString(),
        resolution: report.resolution ?? null,
        resolutionReason: report.resolutionReason,
        resolvedAt: report.resolvedAt?.toISOString() ?? null,
        resolvedBy: report.resolvedByAccountId
          ? { id: report.resolvedByAccountId, username: person(report.resolvedByAccountId).username }
          : null,
      });
      const items = rows.flatMap((row): AdminReportedOfferDto[] => {
        const offer = offerById.get(row.offerId);
        if (!offer) return [];
        return [
          {
            offer: { id: offer.id, title: offer.title, status: offer.status },
            owner: person(offer.accountId),
            oldestReportAt: row.oldest.toISOString(),
            reports: reports.filter((report) => report.offerId === row.offerId).map(presentReport),
          },
        ];
      });
      return { items, pagination: paginationOf(query.page, ADMIN_PAGE_SIZE, total) };
    },

    /** Dismisses one open report (the offer stays as it is; the reporter is not told). */
    async dismiss(region: Region, adminId: number, reportId: number, reason: string | null) {
      return deps.unitOfWork(async (scope) => {
        const report = await openReport(scope, region, reportId);
        const resolved = await scope.reports.resolveOpen(
          { reportId },
          { resolution: 'dismissed', by: adminId, reason, at: deps.clock() },
        );
        // Another administrator decided it between the read and the update.
        if (resolved.length === 0) throw new ConflictError(MESSAGES.reportAlreadyDecided);
        await scope.audit.record(region, adminId, {
          action: 'report.dismiss',
          subjectType: 'report',
          subjectId: reportId,
          reason,
          before: { status: 'open', offerId: report.offerId },
          after: { status: 'resolved', resolution: 'dismissed' },
        });
        return { resolvedReportIds: resolved };
      });
    },

    /**
     * Closes the reported offer (the offers module's own write: it leaves search and cannot be
     * bought), resolves every open report on it, and tells its owner with the reason: the
     * notification and the e-mail are written in the same transaction (decision 075).
     */
    async closeOffer(region: Region, adminId: number, reportId: number, reason: string) {
      const now = deps.clock();
      return deps.unitOfWork(async (scope) => {
        const report = await openReport(scope, region, reportId);
        const resolved = await scope.reports.resolveOpen(
          { offerId: report.offerId },
          { resolution: 'offer_closed', by: adminId, reason, at: now },
        );
        if (!resolved.includes(reportId)) throw new ConflictError(MESSAGES.reportAlreadyDecided);
        const offer = await closeOfferForModeration(scope, report.offerId, region, now);
        if (!offer) throw new NotFoundError();
        await endProposalsOfOffers(scope, [offer.id], now);
        await notify(scope, {
          region,
          accountId: offer.accountId,
          kind: 'offerclosed',
          data: { offerId: offer.id, offerTitle: offer.title, reason },
          dedupeKey: `offerclosed:${offer.id}:${reportId}`,
          createdAt: now,
        });
        const email = await deps.emailOf(scope, offer.accountId);
        if (email) {
          await queueMessage(scope.events, {
            region,
            channel: 'email',
            recipient: email,
            ...offerClosedMessage(
              region,
              offer.title,
              reason,
              `${deps.publicOrigin(region)}/offer/${offer.id}`,
            ),
          });
        }
        await scope.audit.record(region, adminId, {
          action: 'offer.close',
          subjectType: 'offer',
          subjectId: offer.id,
          reason,
          before: { status: offer.status },
          after: { status: 'closed', resolvedReportIds: resolved },
        });
        return { resolvedReportIds: resolved };
      });
    },
  };
}

export type ReportsAdminService = ReturnType<typeof createReportsAdminService>;
