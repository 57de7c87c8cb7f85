import {
  ACCOUNT_REPORT_MESSAGES_SHOWN,
  ADMIN_PAGE_SIZE,
  MESSAGES,
  paginationOf,
  type AdminAccountReportDto,
  type AdminAccountReportsQuery,
  type Paginated,
  type Region,
} from '@marketplace/contract';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { Clock } from '../../shared/clock.ts';
import { ConflictError, NotFoundError } from '../../shared/errors.ts';
import type { AuditLog } from '../audit/index.ts';
import type { ConversationReads } from './reports.conversations.ts';
import { peopleOf, type AccountRefsOf } from '../../shared/people.ts';
import type { AccountReportRow, ReportsRepository } from './reports.repository.ts';

/**
 * The console's reports of users (decision 133): users' reports from a conversation and the
 * chat's flags, each with the conversation's messages, and the decision on one: dismiss it, or
 * block the reported account (the accounts module's own block, handed in by app.ts) and resolve
 * every open report of that account. Each decision is in the audit log.
 */
export function createUserReportsAdmin(deps: {
  reportsRepository: ReportsRepository;
  conversations: ConversationReads;
  accountRefsOf: AccountRefsOf;
  /** The console's block (accounts module): its own unit of work, audit entry, e-mail and follow-ups. */
  blockAccount: (region: Region, adminId: number, accountId: number, reason: string) => Promise<unknown>;
  unitOfWork: UnitOfWork<{ reports: ReportsRepository; audit: AuditLog }>;
  clock: Clock;
}) {
  async function openReport(scope: { reports: ReportsRepository }, region: Region, reportId: number) {
    const report = await scope.reports.findAccountReport(reportId, region);
    if (!report) throw new NotFoundError();
    if (report.status !== 'open') throw new ConflictError(MESSAGES.reportAlreadyDecided);
    return report;
  }

  /** Resolves the report (or every open one of its account) with its audit entry, in one unit of work. */
  function resolve(
    region: Region,
    adminId: number,
    reportId: number,
    resolution: 'dismissed' | 'account_blocked',
    reason: string | null,
  ) {
    return deps.unitOfWork(async (scope) => {
      const report = await openReport(scope, region, reportId);
      const resolved = await scope.reports.resolveOpenAccountReports(
        resolution === 'dismissed' ? { reportId } : { reportedAccountId: report.reportedAccountId, region },
        { resolution, by: adminId, reason, at: deps.clock() },
      );
      // Another administrator decided it between the read and the update.
      if (!resolved.includes(reportId)) throw new ConflictError(MESSAGES.reportAlreadyDecided);
      await scope.audit.record(region, adminId, {
        action: resolution === 'dismissed' ? 'account-report.dismiss' : 'account-report.block',
        subjectType: 'account-report',
        subjectId: reportId,
        reason,
        before: { status: 'open', reportedAccountId: report.reportedAccountId, reason: report.reason },
        after: { status: 'resolved', resolution, resolvedReportIds: resolved },
      });
      return { resolvedReportIds: resolved };
    });
  }

  return {
    async list(region: Region, query: AdminAccountReportsQuery): Promise<Paginated<AdminAccountReportDto>> {
      const { rows, total } = await deps.reportsRepository.accountReportsPage(
        region,
        query.state,
        ADMIN_PAGE_SIZE,
        (query.page - 1) * ADMIN_PAGE_SIZE,
      );
      const conversationIds = [
        ...new Set(rows.flatMap((row) => (row.conversationId === null ? [] : [row.conversationId]))),
      ];
      const conversations = new Map(
        await Promise.all(
          conversationIds.map(
            async (id) =>
              [
                id,
                {
                  conversation: await deps.conversations.conversationFor(id, region),
                  messages: await deps.conversations.messagesOf(id, ACCOUNT_REPORT_MESSAGES_SHOWN),
                },
              ] as const,
          ),
        ),
      );
      const person = await peopleOf(deps.accountRefsOf, [
        ...rows.flatMap((row) => [
          row.reportedAccountId,
          ...(row.reporterAccountId ? [row.reporterAccountId] : []),
          ...(row.resolvedByAccountId ? [row.resolvedByAccountId] : []),
        ]),
      ]);
      const present = (row: AccountReportRow): AdminAccountReportDto => {
        const held = row.conversationId === null ? undefined : conversations.get(row.conversationId);
        return {
          id: row.id,
          reason: row.reason,
          comment: row.comment,
          reporter: row.reporterAccountId === null ? null : person(row.reporterAccountId),
          reported: person(row.reportedAccountId),
          conversation:
            held?.conversation === undefined
              ? null
              : {
                  id: held.conversation.id,
                  subject: held.conversation.subject,
                  messages: held.messages.map((message) => ({
                    id: message.id,
                    authorId: message.authorId,
                    message: message.body,
                    createdAt: message.createdAt.toISOString(),
                  })),
                },
          createdAt: row.createdAt.toISOString(),
          resolution: row.resolution ?? null,
          resolutionReason: row.resolutionReason,
          resolvedAt: row.resolvedAt?.toISOString() ?? null,
          resolvedBy: row.resolvedByAccountId
            ? { id: row.resolvedByAccountId, username: person(row.resolvedByAccountId).username }
            : null,
        };
      };
      return { items: rows.map(present), pagination: paginationOf(query.page, ADMIN_PAGE_SIZE, total) };
    },

    /** Dismisses one open report (the reporter is not told). */
    dismiss: (region: Region, adminId: number, reportId: number, reason: string | null) =>
      resolve(region, adminId, reportId, 'dismissed', reason),

    /**
     * Blocks the reported account as the console's users page does (sessions ended, offers
     * suspended, the owner told the reason), then resolves every open report of it. An account
     * blocked meanwhile (by another administrator) still has its reports resolved.
     */
    async block(region: Region, adminId: number, reportId: number, reason: string) {
      const report = await openReport({ reports: deps.reportsRepository }, region, reportId);
      try {
        await deps.blockAccount(region, adminId, report.reportedAccountId, reason);
      } catch (error) {
        if (!(error instanceof ConflictError && error.message === MESSAGES.accountAlreadyBlocked))
          throw error;
      }
      return resolve(region, adminId, reportId, 'account_blocked', reason);
    },
  };
}

export type UserReportsAdmin = ReturnType<typeof createUserReportsAdmin>;
