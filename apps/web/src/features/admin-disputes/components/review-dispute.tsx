import { PAGE_PATHS, type AdminReviewDisputeDto } from '@marketplace/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { Button } from '#web/shared/ui/button.tsx';
import { useDecideReviewDispute } from '../api/decide-dispute.ts';
import { useReviewDispute } from '../api/get-review-dispute.ts';
import { DecisionDialog } from './decision-dialog.tsx';
import { DetailList, DisputeNotLoaded, DisputeSection, Section, UserLink } from './section.tsx';

/** A disputed review, and its decision: keep it or remove it (it then leaves the seller's ratings). */
export function ReviewDispute({ id }: { id: number }) {
  const dispute = useReviewDispute(id);
  return dispute.data ? <ReviewDisputeView data={dispute.data} /> : <DisputeNotLoaded query={dispute} />;
}

function ReviewDisputeView({ data }: { data: AdminReviewDisputeDto }) {
  const { t } = useTranslation('admin');
  const region = useRegion();
  const decide = useDecideReviewDispute(data.review.id);
  const [dialog, setDialog] = useState<'keep' | 'remove' | null>(null);
  const { review, dispute } = data;

  return (
    <div className="flex flex-col gap-4">
      <DisputeSection
        dispute={dispute}
        rows={[
          [t('disputes.seller'), <UserLink party={data.seller} />],
          [t('disputes.reviewer'), <UserLink party={data.reviewer} />],
        ]}
        outcome={(decision) =>
          t(`disputes.decidedReview.${decision.outcome === 'removed' ? 'removed' : 'kept'}`)
        }
        actions={
          <>
            <Button variant="outline" onClick={() => setDialog('keep')}>
              {t('disputes.keep')}
            </Button>
            <Button variant="danger" onClick={() => setDialog('remove')}>
              {t('disputes.remove')}
            </Button>
          </>
        }
      />

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
