import {
  ADMIN_PAGE_SIZE,
  ADMIN_USER_LIST_MAX,
  MESSAGES,
  paginationOf,
  type AdminAccountStatus,
  type AdminUserDto,
  type AdminUserListItemDto,
  type AdminUsersQuery,
  type Paginated,
  type Region,
} from '@marketplace/contract';
import type { SQL } from 'drizzle-orm';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { Clock } from '../../shared/clock.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../shared/errors.ts';
import type { AuditLog } from '../audit/index.ts';
import { queueBasketDrop } from '../basket/index.ts';
import type { ChatAdmin } from '../chat/index.ts';
import type { EventLog } from '../events/index.ts';
import {
  restoreOffersOfUnblockedAccount,
  suspendOffersOfBlockedAccount,
  type OfferReads,
  type OffersScope,
} from '../offers/index.ts';
import type { OrdersAdminReads } from '../orders/index.ts';
import { queueMessage } from '../outbox/index.ts';
import { endProposalsOfOffers, type ProposalEndingScope } from '../price-proposals/index.ts';
import type { ReportReads } from '../reports/index.ts';
import { endSessionsOfDeletedAccount as endAllSessions } from '../sessions/index.ts';
import { accountBlockMessage } from './accounts.messages.ts';
import type { AccountRow, AccountsRepository } from './accounts.repository.ts';

function statusOf(account: AccountRow): AdminAccountStatus {
  return account.deletedAt ? 'deleted' : account.status;
}

/** What the console shows of an account: never the password hash, the tokens or the bank account. */
function presentListItem(account: AccountRow): AdminUserListItemDto {
  const name =
    account.companyName ?? ([account.firstName, account.lastName].filter(Boolean).join(' ') || null);
  return {
    id: account.id,
    username: account.username,
    email: account.email,
    phone: account.phone,
    name,
    type: account.type,
    role: account.role,
    status: statusOf(account),
    createdAt: account.createdAt.toISOString(),
  };
}

/** Suspending a blocked account's offers ends their price proposals too (decision 115). */
interface Scope extends ProposalEndingScope, OffersScope {
  accounts: AccountsRepository;
  /** Read only by the sessions module's `endSessionsOfDeletedAccount`. */
  sessions: unknown;
  events: EventLog;
  audit: AuditLog;
}

/**
 * The console's users (issue 25, decision 087): search, one page per account with what other
 * modules hold of it (read through what they export), and block / unblock, each in one unit of
 * work with its audit entry and what must follow (sessions and sockets ended, offers suspended,
 * other baskets emptied of them, the e-mail).
 */
export function createAccountsAdminService(deps: {
  accountsRepository: AccountsRepository;
  reads: {
    offers: Pick<OfferReads, 'adminOffersOf'>;
    offerIdsOfAccount: (accountId: number) => SQL;
    orders: OrdersAdminReads;
    reports: Pick<ReportReads, 'ofAccount'>;
    offerTitles: Pick<OfferReads, 'adminSummariesOf'>;
    chat: Pick<ChatAdmin, 'conversationsOfAccount'>;
  };
  unitOfWork: UnitOfWork<Scope>;
  clock: Clock;
}) {
  const repository = deps.accountsRepository;

  /** The edition's account, locked for the decision; 404 for another edition's, none or a deleted one. */
  async function lockTarget(scope: { accounts: AccountsRepository }, region: Region, accountId: number) {
    const account = await scope.accounts.findForUpdate(accountId);
    if (!account || account.region !== region || account.deletedAt) throw new NotFoundError();
    return account;
  }

  /**
   * A block or an unblock in one unit of work: the account locked, the change (which says what it
   * was and is), the e-mail telling the owner with the reason, and the audit entry; then the page.
   */
  async function setBlocked(
    region: Region,
    adminId: number,
    accountId: number,
    reason: string,
    blocked: boolean,
    change: (
      scope: Scope,
      account: AccountRow,
      now: Date,
    ) => Promise<{ before: Record<string, unknown>; after: Record<string, unknown> }>,
  ) {
    const now = deps.clock();
    await deps.unitOfWork(async (scope) => {
      const account = await lockTarget(scope, region, accountId);
      const { before, after } = await change(scope, account, now);
      if (account.email) {
        await queueMessage(scope.events, {
          region,
          channel: 'email',
          recipient: account.email,
          ...accountBlockMessage(region, blocked, reason),
        });
      }
      await scope.audit.record(region, adminId, {
        action: blocked ? 'account.block' : 'account.unblock',
        subjectType: 'account',
        subjectId: account.id,
        reason,
        before,
        after,
      });
    });
    return service.detail(region, accountId);
  }

  const service = {
    async search(region: Region, query: AdminUsersQuery): Promise<Paginated<AdminUserListItemDto>> {
      const { rows, total } = await repository.adminSearch(
        region,
        query.q,
        ADMIN_PAGE_SIZE,
        (query.page - 1) * ADMIN_PAGE_SIZE,
      );
      return {
        items: rows.map(presentListItem),
        pagination: paginationOf(query.page, ADMIN_PAGE_SIZE, total),
      };
    },

    async detail(region: Region, accountId: number): Promise<AdminUserDto> {
      const account = await repository.findById(accountId);
      if (!account || account.region !== region) throw new NotFoundError();
      const limit = ADMIN_USER_LIST_MAX;
      const [offers, orders, reports, conversations] = await Promise.all([
        deps.reads.offers.adminOffersOf(accountId, limit),
        deps.reads.orders.ordersOfAccount(accountId, limit),
        deps.reads.reports.ofAccount(accountId, deps.reads.offerIdsOfAccount(accountId), limit),
        deps.reads.chat.conversationsOfAccount(accountId, limit),
      ]);
      const reportOfferIds = [...reports.made, ...reports.against].map((report) => report.offerId);
      const [titles, people] = await Promise.all([
        deps.reads.offerTitles.adminSummariesOf(region, reportOfferIds),
        repository.adminRefsOf([
          ...reports.against.map((report) => report.reporterAccountId),
          ...conversations.flatMap((conversation) => conversation.otherAccountIds),
        ]),
      ]);
      const titleOf = new Map(titles.map((offer) => [offer.id, offer.title]));
      const usernameOf = (id: number) => people.get(id)?.username ?? '';
      const presentReport = (report: (typeof reports.made)[number]) => ({
        id: report.id,
        offer: { id: report.offerId, title: titleOf.get(report.offerId) ?? '' },
        reason: report.reason,
        status: report.status,
        createdAt: report.createdAt.toISOString(),
      });
      return {
        account: {
          ...presentListItem(account),
          lastLoggedInAt: account.lastLoggedInAt?.toISOString() ?? null,
          deletedAt: account.deletedAt?.toISOString() ?? null,
          block: account.blockedAt
            ? { at: account.blockedAt.toISOString(), reason: account.blockedReason ?? '' }
            : null,
        },
        offers: offers.map((offer) => ({
          id: offer.id,
          title: offer.title,
          status: offer.status,
          suspended: offer.suspendedAt !== null,
          createdAt: offer.createdAt.toISOString(),
        })),
        orders: orders.map((order) => ({
          id: order.id,
          role: order.role,
          status: order.status,
          amount: order.amount,
          currency: order.currency,
          disputed: order.disputedAt !== null,
          createdAt: order.createdAt.toISOString(),
        })),
        reportsMade: reports.made.map(presentReport),
        reportsAgainst: reports.against.map((report) => ({
          ...presentReport(report),
          reporter: { id: report.reporterAccountId, username: usernameOf(report.reporterAccountId) },
        })),
        disputes: orders.flatMap((order) =>
          order.disputedAt
            ? [
                {
                  orderId: order.id,
                  role: order.role,
                  description: order.disputeDescription,
                  disputedAt: order.disputedAt.toISOString(),
                },
              ]
            : [],
        ),
        conversations: conversations.map((conversation) => ({
          id: conversation.id,
          kind: conversation.kind,
          subject: conversation.subject || null,
          offerId: conversation.offerId,
          with: conversation.otherAccountIds.map((id) => ({ id, username: usernameOf(id) })),
          createdAt: conversation.createdAt.toISOString(),
        })),
      };
    },

    /**
     * Blocks the account (decision 087): it cannot sign in, its refresh sessions are revoked and its
     * sockets end once this commits, its access tokens are refused at once (the auth plugin's
     * check), its published offers are closed as suspended, and other baskets drop them (an event
     * the basket module handles). An administrator cannot be blocked, by themselves or another.
     * Of two administrators blocking at once, one blocks and the other is told it is blocked already.
     */
    block: (region: Region, adminId: number, accountId: number, reason: string) =>
      setBlocked(region, adminId, accountId, reason, true, async (scope, account, now) => {
        if (account.role === 'admin' || account.id === adminId) {
          throw new ForbiddenError(MESSAGES.cannotBlockAdministrator);
        }
        if (account.blockedAt) throw new ConflictError(MESSAGES.accountAlreadyBlocked);
        await scope.accounts.update(account.id, {
          status: 'blocked',
          statusBeforeBlock: account.status,
          blockedAt: now,
          blockedReason: reason,
        });
        await endAllSessions(scope, account.id, now);
        const suspended = await suspendOffersOfBlockedAccount(scope, account.id, now);
        await queueBasketDrop(scope.events, suspended);
        // An unblock publishes the offers again, but what was proposed on them stays ended.
        await endProposalsOfOffers(scope, suspended, now);
        return {
          before: { status: account.status },
          after: { status: 'blocked', suspendedOfferIds: suspended },
        };
      }),

    /** Unblocks (decision 087): the status before the block back, the suspended offers still valid published again. */
    unblock: (region: Region, adminId: number, accountId: number, reason: string) =>
      setBlocked(region, adminId, accountId, reason, false, async (scope, account, now) => {
        if (!account.blockedAt) throw new ConflictError(MESSAGES.accountNotBlocked);
        const status = account.statusBeforeBlock ?? 'active';
        await scope.accounts.update(account.id, {
          status,
          statusBeforeBlock: null,
          blockedAt: null,
          blockedReason: null,
        });
        const restored = await restoreOffersOfUnblockedAccount(scope, account.id, now);
        return {
          before: { status: 'blocked', blockReason: account.blockedReason },
          after: { status, restoredOfferIds: restored },
        };
      }),
  };
  return service;
}

export type AccountsAdminService = ReturnType<typeof createAccountsAdminService>;
