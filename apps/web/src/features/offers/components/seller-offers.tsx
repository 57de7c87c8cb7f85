import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatNumber } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { Button } from '#web/shared/ui/button.tsx';
import { Pagination } from '#web/shared/ui/pagination.tsx';
import { Select } from '#web/shared/ui/select.tsx';
import { useSellerOffers } from '../api/get-seller-offers.ts';
import { readPageParam, withPageParam } from '#web/shared/lib/page-param.ts';
import {
  DEFAULT_SELLER_SORT,
  parseSellerSortKey,
  SELLER_SORT_KEYS,
  sellerSortRequest,
  type SellerSortKey,
} from '../lib/seller-offers-sort.ts';
import { OfferCard, OfferCardSkeleton } from './offer-card.tsx';

const LOADING_CARDS = 4;
const grid = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4';

/**
 * A seller's published offers with the sort select and pagination (spec 000 "Seller profile"); the
 * sort (`?sort=price_asc`) and page (`?page=2`) live in the query string so the view can be shared.
 */
export function SellerOffers({ sellerId }: { sellerId: number }) {
  const { t } = useTranslation();
  const region = useRegion();
  const headingId = useId();
  const sortId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const [params, setParams] = useSearchParams();
  const sortKey = parseSellerSortKey(params.get('sort'));
  const page = readPageParam(params);
  const offers = useSellerOffers(sellerId, sellerSortRequest(sortKey), page);
  const totalPages = offers.data?.pagination.totalPages;

  // A page past the end (an old link) shows the last page instead of an empty list.
  useEffect(() => {
    if (totalPages !== undefined && page > totalPages && !offers.isPlaceholderData) {
      setParams(withPageParam(params, totalPages), { replace: true });
    }
  }, [page, totalPages, offers.isPlaceholderData, params, setParams]);

  const changeSort = (key: SellerSortKey) => {
    const next = withPageParam(params, 1);
    if (key === DEFAULT_SELLER_SORT) next.delete('sort');
    else next.set('sort', key);
    setParams(next);
  };
  const changePage = (next: number) => {
    setParams(withPageParam(params, next));
    sectionRef.current?.scrollIntoView({ block: 'start' });
  };

  let body;
  if (offers.isPending) {
    body = (
      <ul className={grid} aria-busy="true">
        <li className="sr-only">{t('sellerProfile.loadingOffers')}</li>
        {Array.from({ length: LOADING_CARDS }, (_, index) => (
          <li key={index}>
            <OfferCardSkeleton />
          </li>
        ))}
      </ul>
    );
  } else if (offers.isError) {
    body = (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-card border border-line bg-surface p-6"
      >
        <p className="text-ink-muted">{t('errors.loadData')}</p>
        <Button variant="secondary" size="sm" onClick={() => void offers.refetch()}>
          {t('sellerProfile.retry')}
        </Button>
      </div>
    );
  } else if (offers.data.items.length === 0) {
    body = (
      <p className="rounded-card border border-dashed border-line-strong bg-surface p-8 text-center text-ink-muted">
        {t('sellerProfile.noOffers')}
      </p>
    );
  } else {
    body = (
      <ul className={grid} aria-busy={offers.isPlaceholderData || undefined}>
        {offers.data.items.map((offer) => (
          <li key={offer.id} className="grid">
            <OfferCard offer={offer} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section ref={sectionRef} aria-labelledby={headingId} className="flex scroll-mt-24 flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-xl font-extrabold tracking-tight sm:text-2xl">
          {t('sellerProfile.offersTitle')}
          {offers.data && (
            <span className="ml-2 text-base font-semibold text-ink-subtle">
              ({formatNumber(offers.data.pagination.totalItems, region)})
            </span>
          )}
        </h2>
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm font-medium whitespace-nowrap text-ink-muted">
            {t('sellerProfile.sortLabel')}
          </label>
          <Select
            id={sortId}
            value={sortKey}
            onChange={(event) => changeSort(parseSellerSortKey(event.target.value))}
            options={SELLER_SORT_KEYS.map((key) => ({ value: key, label: t(`sellerProfile.sort.${key}`) }))}
          />
        </div>
      </div>
      {body}
      {offers.data && (
        <Pagination
          currentPage={offers.data.pagination.currentPage}
          totalPages={offers.data.pagination.totalPages}
          onPageChange={changePage}
          className="mt-2"
        />
      )}
    </section>
  );
}
