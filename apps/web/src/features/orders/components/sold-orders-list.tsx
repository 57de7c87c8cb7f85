import { useTranslation } from 'react-i18next';
import { TruckIcon } from '#web/shared/ui/icons.tsx';
import { OrdersList } from './orders-list.tsx';

function SoldEmpty() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <TruckIcon className="size-7" />
      </span>
      <h3 className="text-lg font-bold">{t('orders.sold.empty.title')}</h3>
      <p className="max-w-sm text-ink-muted">{t('orders.sold.empty.text')}</p>
    </div>
  );
}

/** The Sold tab of My offers (spec 000 "My offers"): the seller's sold orders, each to its detail. */
export function SoldOrdersList() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="sold-orders-title" className="flex flex-col gap-3">
      <h2 id="sold-orders-title" className="text-lg font-bold">
        {t('orders.sold.title')}
      </h2>
      <OrdersList side="sold" empty={<SoldEmpty />} />
    </section>
  );
}
