import { useTranslation } from 'react-i18next';
import { MyOffersHeader } from '#web/features/offers/components/my-offers-header.tsx';
import { SoldOrdersList } from '#web/features/orders/components/sold-orders-list.tsx';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';

/** `/profile/my-offers/sold?page=N`: the Sold tab of My offers lists sold orders (spec 000 "My offers"). */
export function MyOffersSoldRoute() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('routes.myOffersSold')} · ${t('routes.myOffers')}`);
  return (
    <div className="flex flex-col gap-5 py-2 sm:py-6">
      <MyOffersHeader current="sold" />
      <SoldOrdersList />
    </div>
  );
}
