import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SoldOrderDetail } from '#web/features/orders/components/sold-order-detail.tsx';
import { orderIdOf } from '#web/features/orders/lib/order-rules.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { NotFoundRoute } from './not-found.tsx';

/** `/profile/my-offers/sold/{orderId}` (spec 001 "Sold order detail"); not the user's sale: not found. */
export function SoldOrderRoute() {
  const { t } = useTranslation();
  const id = orderIdOf(useParams().order);
  useDocumentTitle(`${t('orders.orderNumber', { id })} · ${t('routes.soldOrder')}`);
  return (
    <div className="py-2 sm:py-6">
      <SoldOrderDetail key={id} orderId={id} notFound={<NotFoundRoute />} />
    </div>
  );
}
