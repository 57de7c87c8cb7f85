import type { PublicProfileDto } from '@marketplace/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatNumber } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { reviewsPath } from '#web/shared/lib/reviews-path.ts';
import { Avatar } from '#web/shared/ui/avatar.tsx';
import { Card } from '#web/shared/ui/card.tsx';
import { BriefcaseIcon, MapPinIcon, UserIcon } from '#web/shared/ui/icons.tsx';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';
import { formatRating, sellerPlace } from '../lib/seller-facts.ts';

/**
 * The top of a seller profile (spec 000 "Seller profile"): avatar, name, person or business, place,
 * member since, review stats and offer count; `action` holds the contact button when there is one.
 */
export function SellerHeader({ profile, action }: { profile: PublicProfileDto; action?: ReactNode }) {
  const { t } = useTranslation();
  const region = useRegion();
  const place = sellerPlace(profile.address, region);
  const rating = formatRating(profile.reviewStats.averageReview, region);
  const TypeIcon = profile.type === 'company' ? BriefcaseIcon : UserIcon;
  // The review figures lead to the seller's reviews page.
  const reviewsTo = reviewsPath({ type: 'seller', id: profile.id });
  const stats: { label: string; value: string; muted?: boolean; to?: string }[] = [
    {
      label: t('sellerProfile.reviews'),
      value: formatNumber(profile.reviewStats.numberOfReviews, region),
      to: reviewsTo,
    },
    rating
      ? {
          label: t('sellerProfile.averageRating'),
          value: t('sellerProfile.averageValue', { value: rating }),
          to: reviewsTo,
        }
      : { label: t('sellerProfile.averageRating'), value: t('sellerProfile.noRating'), muted: true },
    { label: t('sellerProfile.offers'), value: formatNumber(profile.offerStats.numberOfOffers, region) },
  ];

  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-4">
          <Avatar
            src={profile.avatar}
            fallbackSrc={profile.avatarFallback}
            name={profile.friendlyName}
            className="size-16 text-2xl sm:size-20 sm:text-3xl"
          />
          <div className="flex min-w-0 flex-col gap-1.5">
            <h1 className="text-xl leading-tight font-extrabold tracking-tight break-words sm:text-3xl">
              {profile.friendlyName}
            </h1>
            <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
              <li className="flex items-center gap-1.5">
                <TypeIcon className="size-4 shrink-0" />
                {t(`sellerProfile.types.${profile.type}`)}
              </li>
              {place && (
                <li className="flex items-center gap-1.5">
                  <MapPinIcon className="size-4 shrink-0" />
                  {place}
                </li>
              )}
              <li>{t('sellerProfile.memberSince', { date: formatDate(profile.memberSince, region) })}</li>
            </ul>
          </div>
        </div>
        {action && <div className="shrink-0">{action}</div>}
      </div>
      <dl className="grid grid-cols-3 divide-x divide-line rounded-2xl bg-canvas py-3 text-center">
        {stats.map(({ label, value, muted, to }) => (
          <div key={label} className="flex flex-col-reverse justify-end gap-0.5 px-2">
            <dt className="text-xs text-ink-muted sm:text-sm">{label}</dt>
            <dd
              className={
                muted
                  ? 'py-0.5 text-sm leading-tight font-semibold text-ink-muted sm:py-1 sm:text-base'
                  : 'text-base font-extrabold sm:text-xl'
              }
            >
              {to ? (
                <Link to={to} className="text-brand-800 underline-offset-4 hover:underline">
                  {value}
                  <span className="sr-only">
                    {' '}
                    ({t('reviews.seeSellerReviews', { name: profile.friendlyName })})
                  </span>
                </Link>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

export function SellerHeaderSkeleton() {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6" aria-busy="true">
      <span className="sr-only">{t('sellerProfile.loading')}</span>
      <div className="flex items-center gap-4">
        <Skeleton className="size-16 rounded-full sm:size-20" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-7 w-1/2" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      </div>
      <Skeleton className="h-16 w-full rounded-2xl" />
    </Card>
  );
}
