import { PAGE_PATHS } from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { OrderDispute } from '#web/features/admin-disputes/components/order-dispute.tsx';
import { AdminPage } from '#web/shared/admin/admin-page.tsx';

const idOf = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 0);

/** `/admin/disputes/orders/:id`: an order dispute, and its refund or rejection. */
export function AdminOrderDisputeRoute() {
  const { t } = useTranslation('admin');
  const id = idOf(useParams().id);
  return (
    <AdminPage
      title={t('disputes.orderTitle', { id })}
      actions={
        <Link
          to={`${PAGE_PATHS.adminDisputes}?kind=order`}
          className="text-sm font-semibold text-brand-700 underline"
        >
          {t('disputes.back')}
        </Link>
      }
    >
      <OrderDispute id={id} />
    </AdminPage>
  );
}
