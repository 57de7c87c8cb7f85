/*
 * The administration console's dashboard (issue 25, decision 090): what needs a decision now, and
 * the last 30 days of the edition, one point per UTC day.
 */

/** Days in the dashboard's series, today (UTC) included. */
export const DASHBOARD_DAYS = 30;

/** What waits for an administrator: how many, and since when the oldest has waited (null: none). */
export interface DashboardQueueDto {
  count: number;
  oldestAt: string | null;
}

/** One UTC day (`YYYY-MM-DD`) of a series. */
export interface DashboardDayDto {
  day: string;
  /** New accounts of the day. */
  accounts: number;
  /** Offers published that day. */
  offers: number;
  /** Orders paid that day, and their value in minor units of the edition's currency. */
  orders: number;
  ordersValue: number;
  /** Revenue from paid extras paid that day, in minor units. */
  extrasRevenue: number;
}

export interface DashboardDto {
  currency: 'USD' | 'PLN';
  needsDecision: {
    orderDisputes: DashboardQueueDto;
    reviewDisputes: DashboardQueueDto;
    reports: DashboardQueueDto;
    support: DashboardQueueDto;
  };
  /** DASHBOARD_DAYS points, oldest first, zero-filled. */
  days: DashboardDayDto[];
}
