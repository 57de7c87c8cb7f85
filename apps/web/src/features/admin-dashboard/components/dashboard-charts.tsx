import type { DashboardDayDto, DashboardDto } from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatAmount, formatDate, formatNumber } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';

type Series = {
  id: string;
  title: string;
  bars: { key: keyof Omit<DashboardDayDto, 'day'>; label: string; money?: boolean }[];
};

/** A series' UTC day as a local date (so the browser's time zone does not move it a day back). */
const dateOf = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date);
};

/**
 * The last 30 days as bar charts (recharts, only in the console's chunk), one per measure, each
 * followed by its figures as a table (in a <details>, for screen readers and anyone who wants the
 * numbers); the charts themselves are hidden from assistive technology.
 */
export function DashboardCharts({ dashboard }: { dashboard: DashboardDto }) {
  const { t } = useTranslation('admin');
  const series: Series[] = [
    {
      id: 'accounts',
      title: t('dashboard.newAccounts'),
      bars: [{ key: 'accounts', label: t('dashboard.newAccounts') }],
    },
    {
      id: 'offers',
      title: t('dashboard.publishedOffers'),
      bars: [{ key: 'offers', label: t('dashboard.publishedOffers') }],
    },
    {
      id: 'orders',
      title: t('dashboard.paidOrders'),
      bars: [{ key: 'orders', label: t('dashboard.paidOrders') }],
    },
    {
      id: 'orders-value',
      title: t('dashboard.ordersValue'),
      bars: [{ key: 'ordersValue', label: t('dashboard.ordersValue'), money: true }],
    },
    {
      id: 'extras',
      title: t('dashboard.extrasRevenue'),
      bars: [{ key: 'extrasRevenue', label: t('dashboard.extrasRevenue'), money: true }],
    },
  ];
  return (
    <section aria-labelledby="last-days">
      <h2 id="last-days" className="mb-3 text-lg font-bold">
        {t('dashboard.lastDays', { count: dashboard.days.length })}
      </h2>
      <div className="grid items-start gap-4 xl:grid-cols-2">
        {series.map((each) => (
          <Chart key={each.id} series={each} days={dashboard.days} />
        ))}
      </div>
    </section>
  );
}

function Chart({ series, days }: { series: Series; days: DashboardDayDto[] }) {
  const { t } = useTranslation('admin');
  const region = useRegion();
  const shortDay = (day: string) => formatDate(dateOf(day), region).slice(0, 5);
  const value = (bar: Series['bars'][number], amount: number) =>
    bar.money ? formatAmount(amount, region) : formatNumber(amount, region);
  const axisValue = (bar: Series['bars'][number], amount: number) =>
    bar.money ? formatAmount(Math.round(amount / 100) * 100, region) : formatNumber(amount, region);
  const bar = series.bars[0]!;
  const total = days.reduce((sum, day) => sum + day[bar.key], 0);
  return (
    <figure
      className="flex flex-col gap-2 rounded-xl bg-surface p-3 ring-1 ring-line sm:p-4"
      data-testid={`chart-${series.id}`}
    >
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-semibold">{series.title}</span>
        <span className="text-sm text-ink-muted">{t('dashboard.total', { value: value(bar, total) })}</span>
      </figcaption>
      <div className="h-48 w-full sm:h-56" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={days} margin={{ top: 4, right: 4, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} stroke="#e3e7ee" />
            <XAxis
              dataKey="day"
              tickFormatter={shortDay}
              tick={{ fontSize: 11, fill: '#44516a' }}
              interval="preserveStartEnd"
              minTickGap={16}
              tickLine={false}
            />
            <YAxis
              allowDecimals={false}
              // An empty month still gets a scale (else every tick reads 0).
              domain={[0, (highest: number) => Math.max(highest, bar.money ? 400 : 4)]}
              tickFormatter={(amount: number) => axisValue(bar, amount)}
              tick={{ fontSize: 11, fill: '#44516a' }}
              width={bar.money ? 64 : 32}
              tickLine={false}
              axisLine={false}
            />
            <Tooltip
              labelFormatter={(day) => formatDate(dateOf(String(day)), region)}
              formatter={(amount) => [value(bar, Number(amount)), bar.label]}
              cursor={{ fill: '#effcf9' }}
            />
            <Bar dataKey={bar.key} fill="#0f6b61" radius={[3, 3, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer py-2 font-medium text-brand-800">
          {t('dashboard.showFigures')}
        </summary>
        <div>
          <table className="w-full text-left">
            <caption className="sr-only">{series.title}</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-1 pr-3 font-semibold">
                  {t('dashboard.day')}
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  {bar.label}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day} className="border-b border-line/60">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    <time dateTime={day.day}>{formatDate(dateOf(day.day), region)}</time>
                  </th>
                  <td className="py-1 text-right tabular-nums">{value(bar, day[bar.key])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
