import { displayName, formatPlace, type OfferDetailDto } from '@marketplace/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSellerProfile } from '#web/shared/api/get-seller-profile.ts';
import { formatDate, formatNumber } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { Avatar } from '#web/shared/ui/avatar.tsx';
import { ChevronRightIcon } from '#web/shared/ui/more-icons.tsx';
import { RatingStars } from '#web/shared/ui/rating-stars.tsx';
import { SellerPhone } from './seller-phone.tsx';

/**
 * Who sells: avatar, name, type, member figures, the masked phone and the contact button (`contact`,
 * composed in by the route; not shown to the owner).
 */
export function SellerPanel({
  offer,
  isOwner,
  contact,
}: {
  offer: OfferDetailDto;
  isOwner: boolean;
  contact?: ReactNode;
}) {
  const { t } = useTranslation();
  const region = useRegion();
  const profile = useSellerProfile(offer.account.id);
  const { account, stats } = offer;
  const name = profile.data?.friendlyName ?? displayName(account);
  const place = profile.data ? formatPlace(profile.data.address, region) : '';
  const reviewsCount = stats?.reviewsCount ?? profile.data?.reviewStats.numberOfReviews ?? 0;
  const average = stats?.reviewsAverage ?? profile.data?.reviewStats.averageReview ?? null;
  const offersCount = stats?.offers ?? profile.data?.offerStats.numberOfOffers ?? 0;

  return (
    <section
      aria-labelledby="offer-seller"
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
    >
      <h2 id="offer-seller" className="text-sm font-bold tracking-wide text-ink-muted uppercase">
        {t('offerDetail.seller.title')}
      </h2>
      <div className="flex items-center gap-3">
        <Avatar
          src={account.avatar}
          fallbackSrc={account.avatarFallback}
          name={name}
          className="size-14 text-xl"
        />
        <div className="min-w-0">
          <p className="truncate text-lg leading-tight font-bold">
            <Link to={`/user/${account.id}`} className="hover:text-brand-800 hover:underline">
              {name}
            </Link>
          </p>
          <p className="text-sm text-ink-muted">
            {t(`offerDetail.seller.${account.type}`)}
            {place && ` · ${place}`}
          </p>
          {profile.data?.memberSince && (
            <p className="text-xs text-ink-subtle">
              {t('offerDetail.seller.memberSince', { date: formatDate(profile.data.memberSince, region) })}
            </p>
          )}
        </div>
      </div>

      <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <li>
          {t('offerDetail.seller.offers', {
            count: offersCount,
            formatted: formatNumber(offersCount, region),
          })}
        </li>
        <li className="flex items-center gap-1.5">
          {average === null ? (
            <span className="text-ink-muted">{t('offerDetail.reviews.none')}</span>
          ) : (
            <>
              <RatingStars rate={average} />
              <span className="font-semibold tabular-nums">
                {formatNumber(Math.round(average * 10) / 10, region)}
              </span>
              <span className="text-ink-muted">
                ({t('offerDetail.reviews.count', { count: reviewsCount })})
              </span>
            </>
          )}
        </li>
      </ul>

      {/* The owner needs no reveal of their own number: the offer carries it in full for them. */}
      {account.phone && <SellerPhone offerId={offer.id} phone={account.phone} revealed={isOwner} />}
      {!isOwner && contact}
      <Link
        to={`/user/${account.id}`}
        className="flex items-center justify-between rounded-xl px-1 py-1 text-sm font-semibold text-brand-800 hover:underline"
      >
        {t('offerDetail.seller.profile')}
        <ChevronRightIcon className="size-4" />
      </Link>
    </section>
  );
}
