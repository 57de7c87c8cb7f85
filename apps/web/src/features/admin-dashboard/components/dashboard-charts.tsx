import type { DashboardDayDto, DashboardDto } from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { DayBarChart, DayFigures } from '#web/shared/admin/day-charts.tsx';
import { formatAmount, formatNumber } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';

type Series = {
  id: string;
  title: string;
  bars: { key: keyof Omit<DashboardDayDto, 'day'>; label: string; money?: boolean }[];
};

/**
 * The last 30 days as bar charts, one per measure, each followed by its figures as a table.
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
      <DayBarChart
        days={days}
        bars={[{ key: bar.key, label: bar.label, colour: '#0f6b61' }]}
        region={region}
        format={(amount) => value(bar, amount)}
        formatAxis={(amount) => axisValue(bar, amount)}
        floor={bar.money ? 400 : 4}
        axisWidth={bar.money ? 64 : 32}
      />
      <DayFigures
        days={days}
        columns={[{ label: bar.label, value: (day) => value(bar, day[bar.key]) }]}
        caption={series.title}
        summary={t('dashboard.showFigures')}
        dayLabel={t('dashboard.day')}
        region={region}
      />
    </figure>
  );
}
