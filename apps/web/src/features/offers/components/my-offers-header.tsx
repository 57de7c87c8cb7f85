import { useTranslation } from 'react-i18next';
import { ButtonLink } from '#web/shared/ui/button.tsx';
import { PlusIcon } from '#web/shared/ui/icons.tsx';
import type { MyOffersTabKey } from '../lib/my-offers-tabs.ts';
import { MyOffersTabs } from './my-offers-tabs.tsx';

const CREATE_OFFER_PATH = '/offers/create';

/**
 * The top of every My offers tab (spec 000 "My offers"): the title, the add-offer button and the
 * tab bar. The Sold tab's route puts the orders feature's list under it.
 */
export function MyOffersHeader({ current }: { current: MyOffersTabKey }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('myOffers.title')}</h1>
        <ButtonLink to={CREATE_OFFER_PATH} icon={<PlusIcon className="size-5" />}>
          {t('nav.addOffer')}
        </ButtonLink>
      </div>
      <MyOffersTabs current={current} />
    </>
  );
}
