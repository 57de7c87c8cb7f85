import type { AdminRevenueDto } from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { AdminLoadState } from '#web/shared/admin/admin-page.tsx';
import { DayBarChart, DayFigures } from '#web/shared/admin/day-charts.tsx';
import { formatAmount } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { REVENUE_DAYS, useRevenue } from '../api/get-revenue.ts';
import { FinanceSection } from './finance-section.tsx';

/**
 * The platform's revenue per day (commission and paid extras, stacked) and the same figures as a table.
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
      <DayBarChart
        days={days}
        bars={[
          { key: 'commission', label: labels.commission, colour: '#0f6b61' },
          { key: 'extras', label: labels.extras, colour: '#ffb020' },
        ]}
        region={region}
        format={money}
        formatAxis={(amount) => money(Math.round(amount / 100) * 100)}
        floor={400}
        axisWidth={64}
        height="h-56 sm:h-64"
      />
      <DayFigures
        days={days}
        columns={[
          { label: labels.commission, value: (day) => money(day.commission) },
          { label: labels.extras, value: (day) => money(day.extras) },
          { label: t('finance.revenue.total'), value: (day) => money(day.commission + day.extras) },
        ]}
        caption={t('finance.revenue.title', { count: days.length })}
        summary={t('finance.revenue.showFigures')}
        dayLabel={t('finance.revenue.day')}
        region={region}
      />
    </figure>
  );
}
