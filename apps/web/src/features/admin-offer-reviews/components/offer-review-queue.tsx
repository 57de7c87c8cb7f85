import { PAGE_PATHS, type AdminOfferReviewDto } from '@marketplace/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatAge } from '#web/shared/admin/format-age.ts';
import { QueuePage, QueuePerson } from '#web/shared/admin/queue.tsx';
import { ReasonDialog } from '#web/shared/admin/reason-dialog.tsx';
import { readPageParam } from '#web/shared/lib/page-param.ts';
import { toast, toastError } from '#web/shared/lib/toast.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { Button } from '#web/shared/ui/button.tsx';
import { useDecideOfferReview } from '../api/decide-offer-review.ts';
import { useOfferReviews } from '../api/get-offer-reviews.ts';

const offerPath = (id: number) => PAGE_PATHS.offer.replace(':id', String(id));

/** `/admin/offer-reviews`: offers held for review, newest first; approve (publish) or reject with a reason. */
export function OfferReviewQueue() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const page = readPageParam(params);
  const reviews = useOfferReviews({ page });
  const decide = useDecideOfferReview();
  const [rejecting, setRejecting] = useState<AdminOfferReviewDto | null>(null);

  const approve = async (item: AdminOfferReviewDto) => {
    try {
      await decide.mutateAsync({ offerId: item.offer.id, decision: 'approve' });
      toast.success(t('offerReviews.approved'));
    } catch (error) {
      toastError(error);
      void reviews.refetch();
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <QueuePage
        query={reviews}
        empty={t('offerReviews.none')}
        onPageChange={(next) => setParams({ page: String(next) })}
      >
        {(item) => (
          <HeldOffer
            key={item.offer.id}
            item={item}
            pending={decide.isPending}
            onApprove={() => void approve(item)}
            onReject={() => setRejecting(item)}
          />
        )}
      </QueuePage>
      <ReasonDialog
        open={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={rejecting ? t('offerReviews.rejectTitle', { title: rejecting.offer.title }) : ''}
        intro={t('offerReviews.rejectIntro')}
        confirm={t('offerReviews.reject')}
        danger
        pending={decide.isPending}
        done={t('offerReviews.rejected')}
        send={(reason) => decide.mutateAsync({ offerId: rejecting!.offer.id, decision: 'reject', reason })}
        onRefused={() => void reviews.refetch()}
      />
    </div>
  );
}

function HeldOffer({
  item,
  pending,
  onApprove,
  onReject,
}: {
  item: AdminOfferReviewDto;
  pending: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation('admin');
  const region = useRegion();
  const headingId = `held-offer-${item.offer.id}`;
  return (
    <li className="rounded-xl bg-surface p-4 ring-1 ring-line" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold break-words">
            <Link to={offerPath(item.offer.id)} className="text-brand-700 underline-offset-2 hover:underline">
              {item.offer.title || `#${item.offer.id}`}
            </Link>
          </h2>
          <p className="text-sm text-ink-muted">
            {t('offerReviews.owner')}: <QueuePerson account={item.owner} /> ·{' '}
            {t('offerReviews.waiting', { age: formatAge(item.heldAt, region) })}
          </p>
          <p className="mt-1 font-semibold">
            {item.reason === 'hold_word'
              ? t('offerReviews.reasons.hold_word', { rule: item.rule ?? '' })
              : t('offerReviews.reasons.photo_matches_another_offer')}
          </p>
        </div>
        <div className="flex gap-2">
          <Button onClick={onApprove} disabled={pending}>
            {t('offerReviews.approve')}
          </Button>
          <Button variant="danger" onClick={onReject} disabled={pending}>
            {t('offerReviews.reject')}
          </Button>
        </div>
      </div>
      {item.match && (
        <div className="mt-3 grid max-w-3xl grid-cols-2 gap-3">
          <figure className="min-w-0">
            <img
              src={item.match.photo}
              alt={t('offerReviews.thisPhoto')}
              className="aspect-[4/3] w-full rounded-lg bg-canvas object-contain ring-1 ring-line"
            />
            <figcaption className="mt-1 text-sm text-ink-muted">{t('offerReviews.thisPhoto')}</figcaption>
          </figure>
          <figure className="min-w-0">
            <img
              src={item.match.otherPhoto}
              alt={t('offerReviews.otherPhoto')}
              className="aspect-[4/3] w-full rounded-lg bg-canvas object-contain ring-1 ring-line"
            />
            <figcaption className="mt-1 text-sm break-words text-ink-muted">
              {t('offerReviews.otherPhoto')}:{' '}
              <Link
                to={offerPath(item.match.otherOffer.id)}
                className="text-brand-700 underline underline-offset-2"
              >
                {item.match.otherOffer.title || `#${item.match.otherOffer.id}`}
              </Link>{' '}
              ({item.match.otherOffer.owner.username})
            </figcaption>
          </figure>
        </div>
      )}
      {item.offer.description && (
        <p className="mt-3 line-clamp-4 text-sm break-words whitespace-pre-line">{item.offer.description}</p>
      )}
    </li>
  );
}
