import type { ReviewDto } from '@marketplace/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { Avatar } from '#web/shared/ui/avatar.tsx';
import { Button } from '#web/shared/ui/button.tsx';
import { Card } from '#web/shared/ui/card.tsx';
import { RatingStars } from '#web/shared/ui/rating-stars.tsx';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';
import { ReviewDisputeModal } from './review-dispute-modal.tsx';

/** What the review is about: the bought product or the offer, linked to the offer when it exists. */
function ReviewSubject({ review }: { review: ReviewDto }) {
  const { t } = useTranslation();
  const subject = review.boughtProduct
    ? {
        label: t('reviews.item.bought'),
        title: review.boughtProduct.title,
        offerId: review.boughtProduct.offerId,
      }
    : review.offer
      ? { label: t('reviews.item.offer'), title: review.offer.title, offerId: review.offer.id }
      : null;
  if (!subject) return null;
  return (
    <p className="text-sm break-words text-ink-muted">
      {subject.label}{' '}
      {subject.offerId ? (
        <Link to={`/offer/${subject.offerId}`} className="font-semibold text-brand-800 hover:underline">
          {subject.title}
        </Link>
      ) : (
        <span className="font-semibold text-ink">{subject.title}</span>
      )}
    </p>
  );
}

/**
 * One review (spec 001 "Reviews page"): reviewer (accountDeactivated without a name), stars, date,
 * comment, what was bought or reviewed, the dispute once opened, and the Dispute button for the
 * reviewed user (`disputable`) while there is none.
 */
export function ReviewItem({ review, disputable }: { review: ReviewDto; disputable: boolean }) {
  const { t } = useTranslation();
  const region = useRegion();
  const [open, setOpen] = useState(false);
  const name = review.reviewer.name;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <Avatar src={review.reviewer.avatarUrl} name={name ?? '?'} className="size-10" />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <p className="min-w-0 font-semibold break-words">
              {name ?? <span className="text-ink-muted italic">{t('reviews.accountDeactivated')}</span>}
            </p>
            <p className="text-xs text-ink-subtle">
              <time dateTime={review.createdAt}>{formatDate(review.createdAt, region, '/')}</time>
            </p>
          </div>
          <div className="flex items-center gap-2">
            <RatingStars rate={review.rate} />
            <span className="sr-only">{t('reviews.item.rating', { rate: review.rate })}</span>
          </div>
        </div>
      </div>
      {review.comment ? (
        <p className="break-words whitespace-pre-line">{review.comment}</p>
      ) : (
        <p className="text-sm text-ink-muted">{t('reviews.item.noComment')}</p>
      )}
      <ReviewSubject review={review} />
      {review.dispute ? (
        <div className="flex flex-col gap-1 rounded-xl bg-canvas p-3 text-sm" data-testid="review-dispute">
          <p className="font-semibold">
            {t('reviews.item.disputed', { date: formatDate(review.dispute.createdAt, region, '/') })}
          </p>
          <p className="break-words whitespace-pre-line text-ink-muted">{review.dispute.description}</p>
        </div>
      ) : (
        disputable && (
          <>
            <Button variant="outline" size="sm" className="self-start" onClick={() => setOpen(true)}>
              {t('reviews.item.dispute')}
            </Button>
            <ReviewDisputeModal reviewId={review.id} open={open} onClose={() => setOpen(false)} />
          </>
        )
      )}
    </Card>
  );
}

export function ReviewItemSkeleton() {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex items-center gap-3">
        <Skeleton className="size-10 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-24" />
        </div>
      </div>
      <Skeleton className="h-4 w-5/6" />
    </Card>
  );
}
