import { useTranslation } from 'react-i18next';
import { ButtonLink } from '#web/shared/ui/button.tsx';
import { ShoppingBagIcon } from '#web/shared/ui/more-icons.tsx';
import { CompleteOrderButton } from './order-actions.tsx';
import { OrdersList } from './orders-list.tsx';

function PurchasesEmpty() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <ShoppingBagIcon className="size-7" />
      </span>
      <h2 className="text-lg font-bold">{t('orders.purchases.empty.title')}</h2>
      <p className="max-w-sm text-ink-muted">{t('orders.purchases.empty.text')}</p>
      <ButtonLink to="/" className="mt-2">
        {t('orders.purchases.empty.browse')}
      </ButtonLink>
    </div>
  );
}

/**
 * /profile/my-purchases (spec 001 "My purchases"): the bought orders; those paid or confirmed
 * carry Mark as received, enabled only when confirmed (spec 001 section 4).
 */
export function PurchasesList() {
  return (
    <OrdersList
      side="bought"
      empty={<PurchasesEmpty />}
      // Shown while the order is on its way (paid or confirmed), enabled once confirmed.
      actions={(order) =>
        order.status === 'paid' || order.status === 'confirmed' ? <CompleteOrderButton order={order} /> : null
      }
    />
  );
}
