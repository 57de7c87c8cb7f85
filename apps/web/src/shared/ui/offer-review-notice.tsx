import type { OfferReviewDto } from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { cn } from './cn.ts';

/**
 * Why an own offer waits for review, or was not published (decision 135): shown in My offers and
 * on the edit page, in the reader's language.
 */
export function OfferReviewNotice({ review, className }: { review: OfferReviewDto; className?: string }) {
  const { t } = useTranslation();
  const reason =
    review.reason === 'hold_word'
      ? t('offerReview.reasons.hold_word', { rule: review.rule ?? '' })
      : t('offerReview.reasons.photo_matches_another_offer');
  const rejected = review.state === 'rejected';
  return (
    <div
      role="status"
      className={cn(
        'flex flex-col gap-0.5 rounded-xl border px-3 py-2.5 text-sm',
        rejected
          ? 'border-danger-600/30 bg-danger-50 text-danger-700'
          : 'border-accent-300 bg-accent-100 text-accent-900',
        className,
      )}
    >
      <p className="font-semibold">{t(rejected ? 'offerReview.rejected' : 'offerReview.held')}</p>
      <p className="break-words">
        {rejected
          ? t('offerReview.rejectedText', { reason: review.rejectedReason ?? reason })
          : t('offerReview.heldText', { reason })}
      </p>
    </div>
  );
}
