import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PurchaseDetail } from '#web/features/orders/components/purchase-detail.tsx';
import { orderIdOf } from '#web/features/orders/lib/order-rules.ts';
import { ReviewButton } from '#web/features/reviews/components/review-button.tsx';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { NotFoundRoute } from './not-found.tsx';

/** `/profile/my-purchases/{orderId}` (spec 001 "Purchase detail"); not the user's order: not found. */
export function PurchaseRoute() {
  const { t } = useTranslation();
  const id = orderIdOf(useParams().order);
  useDocumentTitle(`${t('orders.orderNumber', { id })} · ${t('routes.myPurchases')}`);
  return (
    <div className="py-2 sm:py-6">
      <PurchaseDetail
        key={id}
        orderId={id}
        notFound={<NotFoundRoute />}
        reviewAction={(product, reviewable) => (
          <ReviewButton
            target={{ kind: 'order-product', id: product.id }}
            label={product.reviewed ? t('reviews.reviewed') : t('reviews.reviewProduct')}
            subject={product.title}
            disabledReason={
              product.reviewed
                ? t('reviews.alreadyReviewed')
                : reviewable
                  ? undefined
                  : t('reviews.reviewAfterCompleted')
            }
          />
        )}
      />
    </div>
  );
}
