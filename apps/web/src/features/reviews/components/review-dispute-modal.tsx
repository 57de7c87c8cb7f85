import { useTranslation } from 'react-i18next';
import { DisputeModal } from '#web/shared/ui/dispute-modal.tsx';
import { useDisputeReview } from '../api/dispute-review.ts';

/**
 * A review's dispute by the reviewed seller (spec 001 "Reviews page"): a refusal (403, 409) closes
 * the modal, and the list reloads.
 */
export function ReviewDisputeModal({
  reviewId,
  open,
  onClose,
}: {
  reviewId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dispute = useDisputeReview();
  return (
    <DisputeModal
      open={open}
      onClose={onClose}
      texts={{
        title: t('reviews.dispute.title'),
        intro: t('reviews.dispute.intro'),
        description: t('reviews.dispute.description'),
        cancel: t('reviews.dispute.cancel'),
        submit: t('reviews.dispute.submit'),
        submitted: t('reviews.disputeSubmitted'),
      }}
      send={(values) => dispute.mutateAsync({ reviewId, ...values })}
      pending={dispute.isPending}
      closeOn={[403, 409]}
    />
  );
}
