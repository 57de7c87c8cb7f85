import { PAGE_PATHS } from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ReviewDispute } from '#web/features/admin-disputes/components/review-dispute.tsx';
import { AdminPage } from '#web/shared/admin/admin-page.tsx';

const idOf = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 0);

/** `/admin/disputes/reviews/:id`: a disputed review, kept or removed. */
export function AdminReviewDisputeRoute() {
  const { t } = useTranslation('admin');
  const id = idOf(useParams().id);
  return (
    <AdminPage
      title={t('disputes.reviewTitle', { id })}
      actions={
        <Link
          to={`${PAGE_PATHS.adminDisputes}?kind=review`}
          className="text-sm font-semibold text-brand-700 underline"
        >
          {t('disputes.back')}
        </Link>
      }
    >
      <ReviewDispute id={id} />
    </AdminPage>
  );
}
