import {
  LIMITS,
  MESSAGES,
  PAGE_PATHS,
  paginationOf,
  PAYOUT_MINIMUM,
  REGION_SETTINGS,
  type BalanceDto,
  type PayoutBlocker,
  type PayoutDto,
  type PayoutStatus,
  type Region,
} from '@marketplace/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { PayoutEvent, PayoutProvider } from '../../adapters/payments/payout-provider.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { Clock } from '../../shared/clock.ts';
import { ConflictError, NotFoundError } from '../../shared/errors.ts';
import type { AuditLog } from '../audit/index.ts';
import type { EventLog } from '../events/index.ts';
import {
  bookPayout,
  bookPayoutFailed,
  bookPayoutPaid,
  lockSellerBalances,
  type LedgerScope,
  type LedgerService,
} from '../ledger/index.ts';
import { notify, type NotificationsScope } from '../notifications/index.ts';
import { queueMessage } from '../outbox/index.ts';
import { payoutFailedMessage } from './payouts.messages.ts';
import { PayoutTakenError, type PayoutRow, type PayoutsRepository } from './payouts.repository.ts';

/** The event that sends a recorded payout to the provider, after the commit that recorded it. */
export const PAYOUT_SEND_TOPIC = 'payout.send';

/** When the daily automatic payout runs (UTC), as a cron expression and as the hour. */
export const DAILY_PAYOUT_HOUR = 6;
export const DAILY_PAYOUT_CRON = `0 ${DAILY_PAYOUT_HOUR} * * *`;

const DAY_MS = 86_400_000;

/** What a payout needs of the seller's account (the accounts module's read, handed in by app.ts). */
export interface PayoutData {
  region: Region;
  email: string;
  holder: string | null;
  iban: string | null;
  accountNumber: string | null;
  routingNumber: string | null;
  /** Until when replaced payout data holds payouts. */
  holdUntil: Date | null;
}

export type PayoutsScope = {
  payouts: PayoutsRepository;
  events: EventLog;
  audit: AuditLog;
  /** The accounts module's part, read only by `payoutDataOf` (handed in by app.ts). */
  accounts: unknown;
} & LedgerScope &
  NotificationsScope;

const BLOCKER_MESSAGE: Record<PayoutBlocker, string> = {
  noPayoutData: MESSAGES.payoutNoPayoutData,
  belowMinimum: MESSAGES.payoutBelowMinimum,
  debt: MESSAGES.payoutDebt,
  payoutDataHold: MESSAGES.payoutDataHold,
  alreadyToday: MESSAGES.payoutAlreadyToday,
  lastPayoutFailed: MESSAGES.payoutLastFailed,
  payoutInProgress: MESSAGES.payoutInProgress,
  onboardingIncomplete: MESSAGES.payoutOnboardingIncomplete,
};

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const lastFour = (data: PayoutData) => (data.iban ?? data.accountNumber ?? '').slice(-4);
const hasPayoutData = (data: PayoutData | undefined): data is PayoutData =>
  !!data?.holder && (!!data.iban || (!!data.accountNumber && !!data.routingNumber));

export function presentPayout(row: PayoutRow): PayoutDto {
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    requestedBy: row.requestedBy,
    destination: row.destination,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
    paidAt: iso(row.paidAt),
    failedAt: iso(row.failedAt),
    failureReason: row.failureReason,
  };
}

/**
 * Payouts of sellers' available balances to their bank accounts (docs/decisions/127): recorded with
 * their ledger transfer (available -> in payout) and an event in one transaction, sent by the event's
 * handler under the payout's own idempotency key, and settled (paid, or failed with the money back)
 * by the provider's answer or webhook. A crash at any point sends a payout once.
 */
export function createPayoutsService(deps: {
  payoutsRepository: PayoutsRepository;
  unitOfWork: UnitOfWork<PayoutsScope>;
  ledger: LedgerService;
  provider: PayoutProvider;
  /** Read in the caller's transaction when given its scope (one connection must not wait on another). */
  payoutDataOf: (accountId: number, scope?: { accounts: unknown }) => Promise<PayoutData | undefined>;
  publicOrigin: (region: Region) => string;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { payoutsRepository: repository, unitOfWork, ledger, provider, clock } = deps;

  /**
   * What stops a payout of the seller now, or null; in a payout's transaction, read through its
   * repositories under the balance lock.
   */
  async function blockerOf(
    payoutsOf: Pick<PayoutsRepository, 'blockingOf' | 'recipientOf'>,
    accountId: number,
    data: PayoutData | undefined,
    available: number,
    region: Region,
    now: Date,
    { administrator = false } = {},
  ): Promise<PayoutBlocker | null> {
    if (!hasPayoutData(data)) return 'noPayoutData';
    if (data.holdUntil && data.holdUntil > now) return 'payoutDataHold';
    const blocking = await payoutsOf.blockingOf(accountId, dayOf(now));
    if (blocking.some((row) => row.status === 'pending' || row.status === 'sent')) return 'payoutInProgress';
    // Still one payout a day; a failed one only says so (nothing was paid, the bank refused it).
    if (!administrator && blocking.length > 0) {
      return blocking.every((row) => row.status === 'failed') ? 'lastPayoutFailed' : 'alreadyToday';
    }
    if (available < 0) return 'debt';
    if (available < PAYOUT_MINIMUM[region]) return 'belowMinimum';
    const recipient = await payoutsOf.recipientOf(accountId);
    if (provider.name === 'stripe' && !recipient?.ready) return 'onboardingIncomplete';
    return null;
  }

  /**
   * Records a payout of the seller's whole available balance with its ledger transfer and the
   * event that sends it, or refuses (409) with why not. Two at once: the balance rows' lock makes
   * them take turns, and the second finds the first under way.
   */
  async function request(
    accountId: number,
    region: Region,
    requestedBy: PayoutRow['requestedBy'],
    {
      retryOf,
      also,
    }: { retryOf?: number; also?: (scope: PayoutsScope, payout: PayoutRow) => Promise<void> } = {},
  ): Promise<PayoutRow> {
    const data = await deps.payoutDataOf(accountId);
    const now = clock();
    try {
      return await unitOfWork(async (scope) => {
        const { available } = await lockSellerBalances(scope, accountId, region);
        const blocker = await blockerOf(scope.payouts, accountId, data, available, region, now, {
          administrator: requestedBy === 'administrator',
        });
        if (blocker) throw new ConflictError(BLOCKER_MESSAGE[blocker]);
        const payout = await scope.payouts.insert({
          region,
          currency: REGION_SETTINGS[region].currency,
          accountId,
          amount: available,
          requestedBy,
          retryOf: retryOf ?? null,
          day: dayOf(now),
          provider: provider.name,
          destination: lastFour(data!),
          createdAt: now,
        });
        await bookPayout(scope, { region, payoutId: payout.id, sellerId: accountId, amount: payout.amount });
        await scope.events.emit(
          PAYOUT_SEND_TOPIC,
          { payoutId: payout.id },
          { key: `${PAYOUT_SEND_TOPIC}:${payout.id}` },
        );
        await also?.(scope, payout);
        return payout;
      });
    } catch (error) {
      // The same seller's other request committed first (the indexes of migration 0038).
      if (error instanceof PayoutTakenError) throw new ConflictError(MESSAGES.payoutInProgress);
      throw error;
    }
  }

  /** Settles a sent payout by the provider's word, once: paid, or failed with the money back and the seller told. */
  async function settle(scope: PayoutsScope, payout: PayoutRow, event: PayoutEvent, now: Date) {
    const facts = {
      region: payout.region,
      payoutId: payout.id,
      sellerId: payout.accountId,
      amount: payout.amount,
    };
    if (event.type === 'paid') {
      if (await scope.payouts.transition(payout.id, ['sent'], { status: 'paid', paidAt: now }))
        await bookPayoutPaid(scope, facts);
      return;
    }
    const failed = await scope.payouts.transition(payout.id, ['sent'], {
      status: 'failed',
      failedAt: now,
      failureReason: event.reason,
    });
    if (!failed) return;
    await bookPayoutFailed(scope, { ...facts, reason: event.reason });
    await notify(scope, {
      region: payout.region,
      accountId: payout.accountId,
      kind: 'payoutfailed',
      data: { payoutId: payout.id, amount: payout.amount, currency: payout.currency, reason: event.reason },
      dedupeKey: `payoutfailed:${payout.id}`,
      createdAt: now,
    });
    const data = await deps.payoutDataOf(payout.accountId, scope);
    if (data?.email)
      await queueMessage(scope.events, {
        region: payout.region,
        channel: 'email',
        recipient: data.email,
        ...payoutFailedMessage(payout.region, {
          amount: payout.amount,
          reason: event.reason,
          link: `${deps.publicOrigin(payout.region)}${PAGE_PATHS.balance}`,
        }),
      });
  }

  const service = {
    /** `GET /api/payouts/balance`. */
    async balance(accountId: number, region: Region): Promise<BalanceDto> {
      const now = clock();
      const [balances, pendingOrders, paidOut, data] = await Promise.all([
        ledger.balancesOf(accountId, region),
        ledger.pendingOrdersOf(accountId, region),
        ledger.paidOutTo(accountId, region),
        deps.payoutDataOf(accountId),
      ]);
      const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DAILY_PAYOUT_HOUR);
      return {
        currency: REGION_SETTINGS[region].currency,
        ...balances,
        paidOut,
        pendingOrders,
        nextAutomaticPayoutAt: new Date(today > now.getTime() ? today : today + DAY_MS).toISOString(),
        minimum: PAYOUT_MINIMUM[region],
        blocker: await blockerOf(repository, accountId, data, balances.available, region, now),
        holdUntil: data?.holdUntil && data.holdUntil > now ? data.holdUntil.toISOString() : null,
      };
    },

    /** `POST /api/payouts`: 'Pay out now', at most once a day. */
    async payOutNow(accountId: number, region: Region): Promise<PayoutDto> {
      return presentPayout(await request(accountId, region, 'seller'));
    },

    /** `GET /api/payouts/history?page=`. */
    async history(accountId: number, page: number) {
      const { items, total } = await ledger.historyOf(
        accountId,
        LIMITS.pageSize,
        (page - 1) * LIMITS.pageSize,
      );
      return { items, pagination: paginationOf(page, LIMITS.pageSize, total) };
    },

    /** `GET /api/payouts?page=`. */
    async payouts(accountId: number, page: number) {
      const { rows, total } = await repository.pageOf(
        accountId,
        LIMITS.pageSize,
        (page - 1) * LIMITS.pageSize,
      );
      return { items: rows.map(presentPayout), pagination: paginationOf(page, LIMITS.pageSize, total) };
    },

    /**
     * Handles `payout.send`: asks the provider once under the payout's key (a repeat after a crash
     * answers the same payout), then records it sent, with the outcome when the provider knows it at once.
     */
    async send(payoutId: number): Promise<void> {
      const payout = await repository.findById(payoutId);
      if (!payout || payout.status !== 'pending') return;
      const data = await deps.payoutDataOf(payout.accountId);
      const recipient = await repository.recipientOf(payout.accountId);
      const { providerPayoutId, outcome } = await provider.send({
        payoutId: payout.id,
        accountId: payout.accountId,
        amount: payout.amount,
        currency: payout.currency,
        destination: {
          holder: data?.holder ?? '',
          iban: data?.iban ?? undefined,
          accountNumber: data?.accountNumber ?? undefined,
          routingNumber: data?.routingNumber ?? undefined,
        },
        recipientId: recipient?.recipientId ?? null,
        idempotencyKey: `payout:${payout.region}:${payout.id}`,
      });
      const now = clock();
      await unitOfWork(async (scope) => {
        const sent = await scope.payouts.transition(payout.id, ['pending'], {
          status: 'sent',
          sentAt: now,
          providerPayoutId,
        });
        if (sent && outcome) await settle(scope, sent, outcome, now);
      });
    },

    /** A provider's later word on a payout (Stripe's webhook); unknown or settled payouts are ignored. */
    async applyEvent(event: PayoutEvent): Promise<'applied' | 'ignored'> {
      const payout = await repository.findByProviderId(event.providerPayoutId);
      if (!payout || payout.status !== 'sent') return 'ignored';
      await unitOfWork((scope) => settle(scope, payout, event, clock()));
      return 'applied';
    },

    /** `POST /api/payouts/stripe/webhook`: verified on its raw body first. */
    async receiveWebhook(rawBody: string, signature: string | undefined) {
      if (!provider.parsePayoutWebhook) throw new NotFoundError();
      const event = await provider.parsePayoutWebhook(rawBody, signature);
      if (event) await service.applyEvent(event);
      return { received: true };
    },

    /**
     * The daily run: every seller of the edition whose available balance reaches the minimum gets
     * one payout of all of it; a seller who cannot be paid now is skipped until tomorrow.
     */
    async runDaily(): Promise<number> {
      let sent = 0;
      for (const region of Object.keys(PAYOUT_MINIMUM) as Region[]) {
        for (const accountId of await ledger.sellersWithAvailable(region, PAYOUT_MINIMUM[region])) {
          try {
            await request(accountId, region, 'schedule');
            sent += 1;
          } catch (error) {
            if (!(error instanceof ConflictError))
              deps.log.warn({ err: error, accountId }, 'payouts: the daily payout failed');
          }
        }
      }
      return sent;
    },

    /**
     * `GET /api/payouts/onboarding`: Stripe's own onboarding link for the seller's connected account,
     * made once per seller (404 with the sandbox, which needs none).
     */
    async onboardingLink(accountId: number, region: Region): Promise<string> {
      if (!provider.onboardingLink) throw new NotFoundError();
      const data = await deps.payoutDataOf(accountId);
      if (!data) throw new NotFoundError();
      const known = await repository.recipientOf(accountId);
      const { recipientId, ready } = await provider.recipientOf({
        accountId,
        country: REGION_SETTINGS[region].countryCode as 'US' | 'PL',
        email: data.email,
        existingRecipientId: known?.recipientId ?? null,
      });
      await repository.saveRecipient({ accountId, provider: provider.name, recipientId, ready });
      return provider.onboardingLink(recipientId!, `${deps.publicOrigin(region)}${PAGE_PATHS.balance}`);
    },

    /** The console: the edition's payouts, optionally of one status. */
    async adminPayouts(region: Region, status: PayoutStatus | undefined, page: number) {
      const { rows, counts } = await repository.adminPage(
        region,
        status,
        LIMITS.pageSize,
        (page - 1) * LIMITS.pageSize,
      );
      const countOf = (of: PayoutStatus) => counts.find((row) => row.status === of)?.count ?? 0;
      return {
        rows: rows.map(presentPayout),
        sellerIds: rows.map((row) => row.accountId),
        total: status ? countOf(status) : counts.reduce((sum, row) => sum + row.count, 0),
        counts: {
          pending: countOf('pending'),
          sent: countOf('sent'),
          paid: countOf('paid'),
          failed: countOf('failed'),
        },
      };
    },

    /** The console's retry of a failed payout, once: a new payout of the seller's available balance, audited. */
    async retry(actor: { id: number; region: Region }, payoutId: number): Promise<PayoutDto> {
      const failed = await repository.findById(payoutId);
      if (!failed || failed.region !== actor.region) throw new NotFoundError();
      if (failed.status !== 'failed' || (await repository.isRetried(failed.id)))
        throw new ConflictError(MESSAGES.payoutNotRetryable);
      const payout = await request(failed.accountId, failed.region, 'administrator', {
        retryOf: failed.id,
        also: (scope, retried) =>
          scope.audit.record(actor.region, actor.id, {
            action: 'payout.retry',
            subjectType: 'payout',
            subjectId: failed.id,
            before: { status: failed.status, failureReason: failed.failureReason },
            after: { payoutId: retried.id, amount: retried.amount },
          }),
      });
      return presentPayout(payout);
    },
  };
  return service;
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
