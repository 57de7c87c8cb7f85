import type { AdminRevenueDto } from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AdminLoadState } from '#web/shared/admin/admin-page.tsx';
import { formatAmount, formatDate } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { REVENUE_DAYS, useRevenue } from '../api/get-revenue.ts';
import { FinanceSection } from './finance-section.tsx';

/** A UTC day as a local date (so the browser's time zone does not move it a day back). */
const dateOf = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date);
};

const COLOURS = { commission: '#0f6b61', extras: '#ffb020' } as const;

/**
 * The platform's revenue per day (commission and paid extras, stacked; recharts, in the console's
 * chunk only) and the same figures as a table; the chart itself is hidden from assistive technology.
 */
export function RevenueChart() {
  const { t } = useTranslation('admin');
  const revenue = useRevenue();
  return (
    <FinanceSection id="finance-revenue" title={t('finance.revenue.title', { count: REVENUE_DAYS })}>
      {revenue.data ? (
        <Figures days={revenue.data.days} />
      ) : (
        <AdminLoadState failed={revenue.isError} onRetry={() => void revenue.refetch()} />
      )}
    </FinanceSection>
  );
}

/** The chart and, folded, the table of the days. */
function Figures({ days }: { days: AdminRevenueDto['days'] }) {
  const { t } = useTranslation('admin');
  const region = useRegion();
  const money = (amount: number) => formatAmount(amount, region);
  const totals = days.reduce(
    (sum, day) => ({ commission: sum.commission + day.commission, extras: sum.extras + day.extras }),
    { commission: 0, extras: 0 },
  );
  const shortDay = (day: string) => formatDate(dateOf(day), region).slice(0, 5);
  const labels = { commission: t('finance.revenue.commission'), extras: t('finance.revenue.extras') };
  return (
    <figure
      className="flex flex-col gap-2 rounded-xl bg-surface p-3 ring-1 ring-line sm:p-4"
      data-testid="revenue-chart"
    >
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span>
          {t('finance.revenue.total')}:{' '}
          <strong className="tabular-nums">{money(totals.commission + totals.extras)}</strong>
        </span>
        <span className="text-ink-muted">
          {labels.commission}: <span className="tabular-nums">{money(totals.commission)}</span>
        </span>
        <span className="text-ink-muted">
          {labels.extras}: <span className="tabular-nums">{money(totals.extras)}</span>
        </span>
      </figcaption>
      <div className="h-56 w-full sm:h-64" aria-hidden="true">
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
              domain={[0, (highest: number) => Math.max(highest, 400)]}
              tickFormatter={(amount: number) => money(Math.round(amount / 100) * 100)}
              tick={{ fontSize: 11, fill: '#44516a' }}
              width={64}
              tickLine={false}
              axisLine={false}
            />
            <Tooltip
              labelFormatter={(day) => formatDate(dateOf(String(day)), region)}
              formatter={(amount, name) => [money(Number(amount)), labels[name as keyof typeof labels]]}
              cursor={{ fill: '#effcf9' }}
              // Its lines in the text colour too (the extras' orange is too light for text).
              itemStyle={{ color: '#0f1b2d' }}
            />
            <Legend
              // Names in the text colour: the bars' colours mark them.
              formatter={(name) => (
                <span style={{ color: '#44516a' }}>{labels[name as keyof typeof labels]}</span>
              )}
              wrapperStyle={{ fontSize: 12 }}
            />
            <Bar dataKey="commission" stackId="revenue" fill={COLOURS.commission} isAnimationActive={false} />
            <Bar
              dataKey="extras"
              stackId="revenue"
              fill={COLOURS.extras}
              radius={[3, 3, 0, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer py-2 font-medium text-brand-800">
          {t('finance.revenue.showFigures')}
        </summary>
        <div className="overflow-x-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{t('finance.revenue.title', { count: days.length })}</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-1 pr-3 font-semibold">
                  {t('finance.revenue.day')}
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-semibold">
                  {labels.commission}
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-semibold">
                  {labels.extras}
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  {t('finance.revenue.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day} className="border-b border-line/60">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    <time dateTime={day.day}>{formatDate(dateOf(day.day), region)}</time>
                  </th>
                  <td className="py-1 pr-3 text-right tabular-nums">{money(day.commission)}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">{money(day.extras)}</td>
                  <td className="py-1 text-right tabular-nums">{money(day.commission + day.extras)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
