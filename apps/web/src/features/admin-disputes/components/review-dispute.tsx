import { PAGE_PATHS, type AdminReviewDisputeDto } from '@marketplace/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminLoadState } from '#web/shared/admin/admin-page.tsx';
import { formatDateTime } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { Button } from '#web/shared/ui/button.tsx';
import { useDecideReviewDispute } from '../api/decide-dispute.ts';
import { useReviewDispute } from '../api/get-review-dispute.ts';
import { formatAge } from '../lib/age.ts';
import { DecisionDialog } from './decision-dialog.tsx';
import { DetailList, Section } from './section.tsx';

/** A disputed review, and its decision: keep it or remove it (it then leaves the seller's ratings). */
export function ReviewDispute({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const dispute = useReviewDispute(id);
  if (!dispute.data) {
    if ((dispute.error as { status?: number } | null)?.status === 404)
      return <p className="rounded-xl bg-surface p-4 ring-1 ring-line">{t('disputes.notFound')}</p>;
    return <AdminLoadState failed={dispute.isError} onRetry={() => void dispute.refetch()} />;
  }
  return <ReviewDisputeView data={dispute.data} />;
}

function ReviewDisputeView({ data }: { data: AdminReviewDisputeDto }) {
  const { t } = useTranslation('admin');
  const region = useRegion();
  const decide = useDecideReviewDispute(data.review.id);
  const [dialog, setDialog] = useState<'keep' | 'remove' | null>(null);
  const { review, dispute } = data;
  const userLink = (party: { id: number; username: string } | null) =>
    party ? (
      <Link
        to={PAGE_PATHS.adminUser.replace(':id', String(party.id))}
        className="font-semibold text-brand-700 underline"
      >
        {party.username}
      </Link>
    ) : (
      t('disputes.deletedAccount')
    );

  return (
    <div className="flex flex-col gap-4">
      <Section title={t('disputes.dispute')}>
        <p className="whitespace-pre-wrap break-words">{dispute.description}</p>
        <DetailList
          rows={[
            [t('disputes.openedOn'), formatDateTime(dispute.createdAt, region)],
            [
              dispute.decision ? t('disputes.tookTime') : t('disputes.age'),
              formatAge(dispute.ageSeconds, region),
            ],
            [t('disputes.seller'), userLink(data.seller)],
            [t('disputes.reviewer'), userLink(data.reviewer)],
          ]}
        />
        {dispute.decision ? (
          <div role="status" className="rounded-lg bg-canvas p-3">
            <p className="font-semibold">
              {t(`disputes.decidedReview.${dispute.decision.outcome === 'removed' ? 'removed' : 'kept'}`)}
            </p>
            <p className="mt-1 text-sm break-words">
              {t('disputes.reasonGiven', { reason: dispute.decision.reason })}
            </p>
            <p className="mt-1 text-sm text-ink-muted">
              {t('disputes.decidedBy', {
                name: dispute.decision.decidedBy?.username ?? '—',
                date: formatDateTime(dispute.decision.decidedAt, region),
              })}
            </p>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setDialog('keep')}>
              {t('disputes.keep')}
            </Button>
            <Button variant="danger" onClick={() => setDialog('remove')}>
              {t('disputes.remove')}
            </Button>
          </div>
        )}
      </Section>

      <Section title={t('disputes.review')}>
        <DetailList
          rows={[
            [t('disputes.ratingLabel'), t('disputes.rating', { rating: review.rate })],
            [
              t('disputes.comment'),
              <span className="whitespace-pre-wrap break-words">{review.comment || '—'}</span>,
            ],
            [t('disputes.writtenOn'), formatDateTime(review.createdAt, region)],
            [
              t('disputes.about'),
              review.offer ? (
                <Link
                  to={PAGE_PATHS.offer.replace(':id', String(review.offer.id))}
                  className="text-brand-700 underline"
                >
                  {review.boughtProduct?.title ?? review.offer.title}
                </Link>
              ) : (
                (review.boughtProduct?.title ?? t('disputes.aboutSeller'))
              ),
            ],
            ...(review.removedAt
              ? ([[t('disputes.removedOn'), formatDateTime(review.removedAt, region)]] as [string, string][])
              : []),
          ]}
        />
      </Section>

      <DecisionDialog
        open={dialog === 'keep'}
        onClose={() => setDialog(null)}
        title={t('disputes.keepTitle')}
        intro={t('disputes.keepIntro')}
        confirmLabel={t('disputes.keepConfirm')}
        pending={decide.isPending}
        onConfirm={(input) => decide.mutateAsync({ verb: 'keep', reason: input.reason })}
        done={t('disputes.keepDone')}
      />
      <DecisionDialog
        open={dialog === 'remove'}
        onClose={() => setDialog(null)}
        title={t('disputes.removeTitle')}
        intro={t('disputes.removeIntro')}
        confirmLabel={t('disputes.removeConfirm')}
        danger
        pending={decide.isPending}
        onConfirm={(input) => decide.mutateAsync({ verb: 'remove', reason: input.reason })}
        done={t('disputes.removeDone')}
      />
    </div>
  );
}
