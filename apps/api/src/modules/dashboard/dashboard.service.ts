import {
  DASHBOARD_DAYS,
  REGION_SETTINGS,
  type DashboardDayDto,
  type DashboardDto,
  type DashboardQueueDto,
  type PaymentPurpose,
  type Region,
} from '@marketplace/contract';
import type { Clock } from '../../shared/clock.ts';

type Queue = { count: number; oldestAt: Date | null };
type PerDay<K extends string> = ({ day: string } & Record<K, number>)[];

/** What the dashboard reads, each through the read function its module exports (decision 090). */
export interface DashboardReaders {
  orders: {
    openDisputes(region: Region): Promise<Queue>;
    paidPerDay(region: Region, from: Date): Promise<PerDay<'count' | 'value'>>;
  };
  reviews: { openDisputes(region: Region): Promise<Queue> };
  reports: { open(region: Region): Promise<Queue> };
  chat: { unansweredSupport(region: Region): Promise<Queue> };
  accounts: { newPerDay(region: Region, from: Date): Promise<PerDay<'count'>> };
  offers: { publishedPerDay(region: Region, from: Date): Promise<PerDay<'count'>> };
  payments: { revenuePerDay(region: Region, purpose: PaymentPurpose, from: Date): Promise<PerDay<'value'>> };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instant of the series: midnight UTC, DASHBOARD_DAYS - 1 days before today. */
export function seriesStart(now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (DASHBOARD_DAYS - 1) * DAY_MS);
}

const queueOf = ({ count, oldestAt }: Queue): DashboardQueueDto => ({
  count,
  oldestAt: oldestAt?.toISOString() ?? null,
});

/**
 * `GET /api/admin/dashboard` (issue 25, decision 090): what waits for a decision now, and the last
 * 30 UTC days, each figure one aggregate query of the module that owns it, zero-filled here.
 */
export function createDashboardService({ readers, clock }: { readers: DashboardReaders; clock: Clock }) {
  return {
    async of(region: Region): Promise<DashboardDto> {
      const from = seriesStart(clock());
      const [orderDisputes, reviewDisputes, reports, support, accounts, offers, paid, extras] =
        await Promise.all([
          readers.orders.openDisputes(region),
          readers.reviews.openDisputes(region),
          readers.reports.open(region),
          readers.chat.unansweredSupport(region),
          readers.accounts.newPerDay(region, from),
          readers.offers.publishedPerDay(region, from),
          readers.orders.paidPerDay(region, from),
          readers.payments.revenuePerDay(region, 'features', from),
        ]);
      const byDay = <T extends { day: string }>(rows: T[]) => new Map(rows.map((row) => [row.day, row]));
      const [accountsOn, offersOn, paidOn, extrasOn] = [
        byDay(accounts),
        byDay(offers),
        byDay(paid),
        byDay(extras),
      ];
      const days: DashboardDayDto[] = Array.from({ length: DASHBOARD_DAYS }, (_, index) => {
        const day = new Date(from.getTime() + index * DAY_MS).toISOString().slice(0, 10);
        return {
          day,
          accounts: accountsOn.get(day)?.count ?? 0,
          offers: offersOn.get(day)?.count ?? 0,
          orders: paidOn.get(day)?.count ?? 0,
          ordersValue: Number(paidOn.get(day)?.value ?? 0),
          extrasRevenue: Number(extrasOn.get(day)?.value ?? 0),
        };
      });
      return {
        currency: REGION_SETTINGS[region].currency,
        needsDecision: {
          orderDisputes: queueOf(orderDisputes),
          reviewDisputes: queueOf(reviewDisputes),
          reports: queueOf(reports),
          support: queueOf(support),
        },
        days,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
