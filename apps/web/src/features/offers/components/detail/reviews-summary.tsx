import type { OfferType, SellerStatsDto } from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatNumber } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { reviewsPath } from '#web/shared/lib/reviews-path.ts';
import { RatingStars } from '#web/shared/ui/rating-stars.tsx';

/**
 * The seller's reviews: average, count and the latest few (spec 000 "Offer detail"), with a link to
 * the seller's reviews page; a service, job or property offer also links to its own reviews (they
 * are reviewed themselves, products through their purchases).
 */
export function ReviewsSummary({
  stats,
  sellerId,
  offer,
}: {
  stats: SellerStatsDto | undefined;
  sellerId: number;
  offer: { id: number; type: OfferType };
}) {
  const { t } = useTranslation();
  const region = useRegion();
  const count = stats?.reviewsCount ?? 0;
  const average = stats?.reviewsAverage ?? null;
  return (
    <section
      aria-labelledby="offer-reviews"
      className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="offer-reviews" className="text-lg font-bold">
          {t('offerDetail.reviews.title')}
        </h2>
        {count > 0 && (
          <Link
            to={reviewsPath({ type: 'seller', id: sellerId })}
            className="text-sm font-semibold text-brand-800 hover:underline"
          >
            {t('reviews.seeAll')}
          </Link>
        )}
      </div>
      {count === 0 || average === null ? (
        <p className="mt-2 text-sm text-ink-muted">{t('offerDetail.reviews.none')}</p>
      ) : (
        <>
          <div className="mt-3 flex items-center gap-3">
            <p className="text-3xl font-extrabold tabular-nums">
              {formatNumber(Math.round(average * 10) / 10, region)}
            </p>
            <div>
              <RatingStars rate={average} />
              <p className="text-sm text-ink-muted">
                <span className="sr-only">
                  {t('offerDetail.reviews.average', {
                    average: formatNumber(Math.round(average * 10) / 10, region),
                  })}{' '}
                </span>
                {t('offerDetail.reviews.count', { count })}
              </p>
            </div>
          </div>
          {(stats?.leadReviews.length ?? 0) > 0 && (
            <ul className="mt-4 flex flex-col divide-y divide-line">
              {stats!.leadReviews.map((review) => (
                <li key={review.id} className="py-3">
                  <div className="flex items-center justify-between gap-2">
                    <RatingStars rate={review.rate} />
                    <span className="sr-only">{t('offerDetail.reviews.rating', { rate: review.rate })}</span>
                    <span className="text-xs text-ink-subtle">{formatDate(review.createdAt, region)}</span>
                  </div>
                  <p className="mt-1 text-sm whitespace-pre-line">
                    {review.comment || (
                      <span className="text-ink-muted">{t('offerDetail.reviews.noComment')}</span>
                    )}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {offer.type !== 'product' && (
        <Link
          to={reviewsPath({ type: 'offer', id: offer.id })}
          className="mt-3 inline-block text-sm font-semibold text-brand-800 hover:underline"
        >
          {t('offerDetail.reviews.ofThisOffer')}
        </Link>
      )}
    </section>
  );
}
