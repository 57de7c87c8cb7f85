import { REGION_SETTINGS, type ProfileStatsDto, type Region } from '@marketplace/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount, formatDateTime, formatNumber } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { reviewsPath } from '#web/shared/lib/reviews-path.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';
import { useProfileStats } from '../api/get-profile-stats.ts';
import { SettingsSection } from './settings-section.tsx';

/** A review average with one decimal in the edition's format (`4.5` / `4,5`). */
function formatAverage(average: number, region: Region): string {
  return new Intl.NumberFormat(REGION_SETTINGS[region].locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(average);
}

interface Figure {
  label: string;
  /** undefined while the figures load. */
  value: string | undefined;
  /** The figure leads there (the review figures: the user's own reviews page). */
  to?: string;
}

/**
 * The figures of `GET /api/stats/my-profile` (spec 001 "Profile/activity stats"): offers, active
 * offers, their value and what was earned in the edition's currency, the review average and count
 * (both leading to the user's reviews), and the last login when `lastLoggedIn` is given. While
 * `stats` loads, the labels are there and each value is a placeholder of its height, so nothing
 * below moves (and no tap lands on what moved into its place) when they arrive.
 */
export function ProfileFigures({
  stats,
  lastLoggedIn,
}: {
  stats: ProfileStatsDto['stats'] | undefined;
  /** undefined: not shown (My profile shows it on its card); null: 'Not set'. */
  lastLoggedIn?: string | null;
}) {
  const { t } = useTranslation();
  const region = useRegion();
  const ownReviews = reviewsPath({ type: 'me' });
  const figures: Figure[] = [
    {
      label: t('accountSettings.stats.offers'),
      value: stats && formatNumber(stats.offers.offersCounter, region),
    },
    {
      label: t('accountSettings.stats.activeOffers'),
      value: stats && formatNumber(stats.offers.activeOffersCounter, region),
    },
    {
      label: t('accountSettings.stats.activeOffersValue'),
      value: stats && formatAmount(stats.offers.activeOffersValue, region),
    },
    { label: t('accountSettings.stats.earned'), value: stats && formatAmount(stats.offers.earned, region) },
    {
      label: t('accountSettings.stats.averageRating'),
      value:
        stats &&
        (stats.reviews.average === null
          ? t('accountSettings.stats.noRating')
          : formatAverage(stats.reviews.average, region)),
      to: ownReviews,
    },
    {
      label: t('accountSettings.stats.reviews'),
      value: stats && formatNumber(stats.reviews.counter, region),
      to: ownReviews,
    },
  ];
  if (lastLoggedIn !== undefined)
    figures.push({
      label: t('accountSettings.stats.lastLoggedIn'),
      value: stats && (lastLoggedIn ? formatDateTime(lastLoggedIn, region) : t('accountSettings.notSet')),
    });
  return (
    <div aria-busy={stats ? undefined : true}>
      {!stats && <span className="sr-only">{t('app.loading')}</span>}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-4 sm:grid-cols-3">
        {figures.map(({ label, value, to }) => (
          <div key={label} className="flex min-w-0 flex-col gap-0.5">
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="text-lg font-bold break-words">
              {value === undefined ? (
                <Skeleton className="my-0.5 h-6 w-16" />
              ) : to ? (
                <Link to={to} className="text-brand-800 underline-offset-4 hover:underline">
                  {value}
                  <span className="sr-only"> ({t('accountSettings.stats.seeReviews')})</span>
                </Link>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** 'Could not load data, please try again.' (spec 001 section 8) with a button that asks again. */
export function ProfileLoadError({ onRetry, className }: { onRetry: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <p role="alert" className="text-sm text-danger-700">
        {t('errors.loadData')}
      </p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        {t('accountSettings.retry')}
      </Button>
    </div>
  );
}

/** Account settings' activity section: the figures and the last login. */
export function ProfileStats({ lastLoggedIn }: { lastLoggedIn: string | null }) {
  const { t } = useTranslation();
  const stats = useProfileStats();

  let body: ReactNode;
  if (stats.isError) body = <ProfileLoadError onRetry={() => void stats.refetch()} />;
  else
    body = (
      <ProfileFigures stats={stats.data?.stats} lastLoggedIn={stats.data?.lastLoggedIn ?? lastLoggedIn} />
    );
  return <SettingsSection title={t('accountSettings.stats.title')}>{body}</SettingsSection>;
}
