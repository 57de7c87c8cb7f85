import type { ReviewsPageDto } from '@marketplace/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber, formatRating } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import type { ReviewsPageOf } from '#web/shared/lib/reviews-path.ts';
import { Avatar } from '#web/shared/ui/avatar.tsx';
import { Card } from '#web/shared/ui/card.tsx';
import { cn } from '#web/shared/ui/cn.ts';
import { RatingStars } from '#web/shared/ui/rating-stars.tsx';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';
import { distribution } from '../lib/reviews-page-of.ts';

/** The distribution by star value: one bar per value, a share of the count, named by its count. */
function Distribution({ stats }: { stats: ReviewsPageDto['stats'] }) {
  const { t } = useTranslation();
  const region = useRegion();
  return (
    <ul className="flex w-full flex-col gap-1.5" aria-label={t('reviews.stats.distribution')}>
      {distribution(stats).map(({ rate, count, percent }) => (
        <li key={rate} className="grid grid-cols-[2.25rem_minmax(0,1fr)_2.5rem] items-center gap-2 text-sm">
          <span aria-hidden="true" className="flex items-center gap-0.5 font-semibold tabular-nums">
            {rate}
            <svg viewBox="0 0 24 24" className="size-3.5 text-accent-400" fill="currentColor">
              <path d="M12 3.2l2.7 5.5 6 .9-4.4 4.2 1 6-5.3-2.8-5.3 2.8 1-6L3.3 9.6l6-.9L12 3.2z" />
            </svg>
          </span>
          <div
            role="meter"
            aria-label={t('reviews.stats.bar', { count, rate, formatted: formatNumber(count, region) })}
            aria-valuemin={0}
            aria-valuemax={Math.max(stats.count, 1)}
            aria-valuenow={count}
            className="h-2.5 overflow-hidden rounded-full bg-ink/8"
          >
            <div className="h-full rounded-full bg-accent-400" style={{ width: `${percent}%` }} />
          </div>
          <span aria-hidden="true" className="text-right text-ink-muted tabular-nums">
            {formatNumber(count, region)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Whose reviews: the seller (or the user's own) with the avatar, or the offer, linked. */
function Subject({ of, data, ownName }: { of: ReviewsPageOf; data: ReviewsPageDto; ownName?: string }) {
  const { t } = useTranslation();
  const eyebrow = t(`reviews.header.${of.type}`);
  let name: ReactNode;
  let avatar: ReactNode = null;
  if (of.type === 'offer') {
    name = data.offer ? (
      <Link to={`/offer/${data.offer.id}`} className="hover:text-brand-800 hover:underline">
        {data.offer.title}
      </Link>
    ) : null;
  } else {
    const seller = data.seller;
    const label = seller?.name ?? ownName ?? '';
    name =
      of.type === 'seller' && seller ? (
        <Link to={`/user/${seller.id}`} className="hover:text-brand-800 hover:underline">
          {label}
        </Link>
      ) : (
        label
      );
    avatar = (
      <Avatar
        src={seller?.avatarUrl}
        name={label || '?'}
        className="size-14 text-xl sm:size-16 sm:text-2xl"
      />
    );
  }
  return (
    <div className="flex min-w-0 items-center gap-4">
      {avatar}
      <h1 className="flex min-w-0 flex-col gap-0.5">
        <span className="text-sm font-semibold text-ink-muted">{eyebrow}</span>
        {name && (
          <span className="text-xl leading-tight font-extrabold tracking-tight break-words sm:text-2xl">
            {name}
          </span>
        )}
      </h1>
    </div>
  );
}

/**
 * The top of the reviews page (spec 001 "Reviews page"): whose reviews, the average to one decimal
 * (a dash without reviews), the count, the distribution bars, and `actions` (Review user, Add offer).
 */
export function ReviewsHeader({
  of,
  data,
  ownName,
  actions,
  actionsWideOnly = false,
}: {
  of: ReviewsPageOf;
  data: ReviewsPageDto;
  ownName?: string | undefined;
  actions?: ReactNode;
  /** The actions show on wide screens only (Add offer alone): no empty row below. */
  actionsWideOnly?: boolean;
}) {
  const { t } = useTranslation();
  const region = useRegion();
  const { stats } = data;
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <Subject of={of} data={data} ownName={ownName} />
        {actions && (
          <div className={cn('shrink-0 flex-wrap gap-2', actionsWideOnly ? 'hidden lg:flex' : 'flex')}>
            {actions}
          </div>
        )}
      </div>
      <div className="grid gap-5 rounded-2xl bg-canvas p-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center sm:gap-8 sm:px-6">
        <div className="flex items-center gap-3 sm:flex-col sm:items-center sm:gap-1">
          <p className="text-4xl font-extrabold tabular-nums" data-testid="reviews-average">
            <span className="sr-only">{t('reviews.stats.average')} </span>
            {formatRating(stats.average, region)}
          </p>
          <div className="flex flex-col gap-0.5 sm:items-center">
            <RatingStars rate={stats.average ?? 0} />
            <p className="text-sm text-ink-muted">
              {t('reviews.count', { count: stats.count, formatted: formatNumber(stats.count, region) })}
            </p>
          </div>
        </div>
        <Distribution stats={stats} />
      </div>
    </Card>
  );
}

export function ReviewsHeaderSkeleton() {
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <div className="flex items-center gap-4">
        <Skeleton className="size-14 rounded-full sm:size-16" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-7 w-1/2" />
        </div>
      </div>
      <Skeleton className="h-36 w-full rounded-2xl" />
    </Card>
  );
}
