import { REGION_SETTINGS } from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime, formatNumber } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';
import { useProfileStats } from '../api/get-profile-stats.ts';
import { SettingsSection } from './settings-section.tsx';

/** Offers and reviews counters, the value of active offers and the last login. */
export function ProfileStats({ lastLoggedIn }: { lastLoggedIn: string | null }) {
  const { t } = useTranslation();
  const region = useRegion();
  const stats = useProfileStats();

  let body;
  if (stats.isPending) {
    body = (
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3" aria-busy="true">
        <span className="sr-only">{t('app.loading')}</span>
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="flex flex-col gap-2">
            <Skeleton className="h-3 w-20" />
            <Skeleton className="h-6 w-16" />
          </div>
        ))}
      </div>
    );
  } else if (stats.isError) {
    body = (
      <p role="alert" className="text-sm text-danger-700">
        {t('errors.loadData')}
      </p>
    );
  } else {
    const { offers, reviews } = stats.data.stats;
    const lastLogin = stats.data.lastLoggedIn ?? lastLoggedIn;
    const items = [
      [t('accountSettings.stats.offers'), formatNumber(offers.offersCounter, region)],
      [t('accountSettings.stats.activeOffers'), formatNumber(offers.activeOffersCounter, region)],
      [t('accountSettings.stats.activeOffersValue'), formatAmount(offers.activeOffersValue, region)],
      [t('accountSettings.stats.earned'), formatAmount(offers.earned, region)],
      [
        t('accountSettings.stats.averageRating'),
        reviews.average === null
          ? t('accountSettings.stats.noRating')
          : new Intl.NumberFormat(REGION_SETTINGS[region].locale, {
              minimumFractionDigits: 1,
              maximumFractionDigits: 1,
            }).format(reviews.average),
      ],
      [t('accountSettings.stats.reviews'), formatNumber(reviews.counter, region)],
      [
        t('accountSettings.stats.lastLoggedIn'),
        lastLogin ? formatDateTime(lastLogin, region) : t('accountSettings.notSet'),
      ],
    ] as const;
    body = (
      <dl className="grid grid-cols-2 gap-x-4 gap-y-4 sm:grid-cols-3">
        {items.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-0.5">
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="text-lg font-bold">{value}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return <SettingsSection title={t('accountSettings.stats.title')}>{body}</SettingsSection>;
}
