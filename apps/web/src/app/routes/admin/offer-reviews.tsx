import { useTranslation } from 'react-i18next';
import { HoldWords } from '#web/features/admin-offer-reviews/components/hold-words.tsx';
import { OfferReviewQueue } from '#web/features/admin-offer-reviews/components/offer-review-queue.tsx';
import { AdminPage } from '#web/shared/admin/admin-page.tsx';

/** `/admin/offer-reviews`: offers held for review and the words that hold them (decision 135). */
export function AdminOfferReviewsRoute() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage title={t('offerReviews.title')} description={t('offerReviews.description')}>
      <OfferReviewQueue />
      <HoldWords />
    </AdminPage>
  );
}
