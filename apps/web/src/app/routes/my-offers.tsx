import type { OfferStatus } from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { OfferExtras } from '#web/features/checkout/components/offer-extras.tsx';
import { MyOffersPage } from '#web/features/offers/components/my-offers-page.tsx';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';

const TITLE_KEYS = {
  published: 'routes.myOffers',
  draft: 'routes.myOffersDraft',
  closed: 'routes.myOffersClosed',
} as const;

/** /profile/my-offers (Active), /profile/my-offers/draft and /profile/my-offers/closed. */
export function MyOffersRoute({ status }: { status: OfferStatus }) {
  const { t } = useTranslation();
  useDocumentTitle(
    status === 'published' ? t(TITLE_KEYS.published) : `${t(TITLE_KEYS[status])} · ${t('routes.myOffers')}`,
  );
  // A key per status: switching tabs starts a fresh list rather than showing the previous one.
  return (
    <MyOffersPage
      key={status}
      status={status}
      extras={(offer) => <OfferExtras offer={offer} extras={['highlight', 'extend-time']} />}
    />
  );
}
