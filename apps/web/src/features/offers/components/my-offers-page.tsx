import type { OfferStatus } from '@marketplace/contract';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '#web/shared/ui/button.tsx';
import { Card } from '#web/shared/ui/card.tsx';
import { PlusIcon } from '#web/shared/ui/icons.tsx';
import { TagIcon } from '#web/shared/ui/more-icons.tsx';
import { Pagination } from '#web/shared/ui/pagination.tsx';
import { useMyOffers } from '../api/get-my-offers.ts';
import { tabForStatus } from '../lib/my-offers-tabs.ts';
import { readPageParam, withPageParam } from '#web/shared/lib/page-param.ts';
import type { OfferExtrasSlot } from './my-offer-actions.tsx';
import { MyOfferRow, MyOfferRowSkeleton } from './my-offer-row.tsx';
import { MyOffersHeader } from './my-offers-header.tsx';

/** Loading placeholders (spec 000 section 9). */
const LOADING_ROWS = 4;
const CREATE_OFFER_PATH = '/offers/create';

type TabWithList = 'active' | 'draft' | 'closed';

function EmptyState({ tab }: { tab: TabWithList }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col items-center px-6 py-10 text-center sm:py-14">
      <div
        className="mb-4 flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700"
        aria-hidden="true"
      >
        <TagIcon className="size-7" />
      </div>
      <h3 className="text-lg font-bold sm:text-xl">{t(`myOffers.empty.${tab}.title`)}</h3>
      <p className="mt-2 max-w-md text-ink-muted">{t(`myOffers.empty.${tab}.text`)}</p>
      <ButtonLink to={CREATE_OFFER_PATH} className="mt-6" icon={<PlusIcon className="size-5" />}>
        {t('nav.addOffer')}
      </ButtonLink>
    </Card>
  );
}

/**
 * /profile/my-offers, /draft and /closed (spec 000 "My offers"): the tab bar, the paged list of
 * the user's offers of one status (page in the query string), row actions and the empty state.
 */
export function MyOffersPage({ status, extras }: { status: OfferStatus; extras?: OfferExtrasSlot }) {
  const { t } = useTranslation();
  const headingId = useId();
  const tab = tabForStatus(status).key as TabWithList;
  const [params, setParams] = useSearchParams();
  const page = readPageParam(params);
  const offers = useMyOffers(status, page);
  const totalPages = offers.data?.pagination.totalPages;

  // Closing the last offer of the last page leaves it empty: show the page before instead.
  useEffect(() => {
    if (totalPages !== undefined && page > totalPages) {
      setParams(withPageParam(params, totalPages), { replace: true });
    }
  }, [page, totalPages, params, setParams]);

  const changePage = (next: number) => {
    setParams(withPageParam(params, next));
    window.scrollTo(0, 0);
  };

  let body;
  if (offers.isPending) {
    body = (
      <ul className="flex flex-col gap-3" aria-busy="true">
        <li className="sr-only">{t('myOffers.loading')}</li>
        {Array.from({ length: LOADING_ROWS }, (_, index) => (
          <li key={index}>
            <MyOfferRowSkeleton />
          </li>
        ))}
      </ul>
    );
  } else if (offers.isError) {
    body = (
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <p role="alert" className="text-ink-muted">
          {t('errors.loadData')}
        </p>
        <Button variant="secondary" onClick={() => void offers.refetch()}>
          {t('myOffers.retry')}
        </Button>
      </Card>
    );
  } else if (offers.data.items.length === 0) {
    body = <EmptyState tab={tab} />;
  } else {
    body = (
      <ul className="flex flex-col gap-3">
        {offers.data.items.map((offer) => (
          <li key={offer.id}>
            <MyOfferRow offer={offer} extras={extras} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-5 py-2 sm:py-6">
      <MyOffersHeader current={tab} />
      <section aria-labelledby={headingId} className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id={headingId} className="text-lg font-bold">
            {t(`myOffers.listTitle.${tab}`)}
          </h2>
          {offers.data && offers.data.pagination.totalItems > 0 && (
            <p className="text-sm text-ink-subtle">
              {t('myOffers.count', { count: offers.data.pagination.totalItems })}
            </p>
          )}
        </div>
        {body}
        {offers.data && (
          <Pagination
            currentPage={offers.data.pagination.currentPage}
            totalPages={offers.data.pagination.totalPages}
            onPageChange={changePage}
            className="mt-3"
          />
        )}
      </section>
    </div>
  );
}
