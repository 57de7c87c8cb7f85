import { useTranslation } from 'react-i18next';
import { PurchasesList } from '#web/features/orders/components/purchases-list.tsx';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';

/** `/profile/my-purchases?page=N` (spec 001 "My purchases"): the user's bought orders. */
export function MyPurchasesRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.myPurchases'));
  return (
    <section aria-labelledby="my-purchases-title" className="flex flex-col gap-5 py-2 sm:py-6">
      <header>
        <h1 id="my-purchases-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {t('orders.purchases.title')}
        </h1>
        <p className="mt-1 text-ink-muted">{t('orders.purchases.intro')}</p>
      </header>
      <PurchasesList />
    </section>
  );
}
