import type { SearchOfferItemDto, SearchOffersResultDto } from '@marketplace/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/shared/ui/button.tsx';
import { Pagination } from '#web/shared/ui/pagination.tsx';
import { SearchIcon } from '#web/shared/ui/icons.tsx';

/** How many placeholders stand in for the results while they load (spec 000 section 9). */
export const RESULT_SKELETONS = 4;

export interface SearchResultsProps {
  /** The answer, or undefined while loading. */
  result: SearchOffersResultDto | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  onPageChange: (page: number) => void;
  /** `index`: the offer's place on the page (the first row's photos load first). */
  renderOffer: (offer: SearchOfferItemDto, index: number) => ReactNode;
  skeleton: ReactNode;
  /** Shown in the empty state (e.g. a 'Clear filters' button). */
  emptyAction?: ReactNode;
}

const gridClass = 'grid grid-cols-2 gap-3 sm:gap-4 @2xl:grid-cols-3';

/** The results list: 4 skeletons while loading, an empty state, an error with retry, and the pages. */
export function SearchResults({
  result,
  loading,
  error,
  onRetry,
  onPageChange,
  renderOffer,
  skeleton,
  emptyAction,
}: SearchResultsProps) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <div aria-busy="true">
        <p className="sr-only" role="status">
          {t('search.loading')}
        </p>
        <ul className={gridClass} data-testid="search-skeletons">
          {Array.from({ length: RESULT_SKELETONS }, (_, index) => (
            <li key={index}>{skeleton}</li>
          ))}
        </ul>
      </div>
    );
  }
  if (error || !result) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-card border border-line bg-surface p-8 text-center"
      >
        <p className="text-ink-muted">{t('search.loadError')}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('search.retry')}
        </Button>
      </div>
    );
  }
  if (result.items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
        <div
          className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700"
          aria-hidden="true"
        >
          <SearchIcon className="size-7" />
        </div>
        <h2 className="text-lg font-bold">{t('search.emptyTitle')}</h2>
        <p className="max-w-md text-ink-muted">{t('search.emptyText')}</p>
        {emptyAction}
      </div>
    );
  }
  const { currentPage, totalPages } = result.pagination;
  return (
    <div className="flex flex-col gap-6">
      <ul className={gridClass}>
        {result.items.map((offer, index) => (
          <li key={offer.id} className="flex">
            {renderOffer(offer, index)}
          </li>
        ))}
      </ul>
      <Pagination currentPage={currentPage} totalPages={totalPages} onPageChange={onPageChange} />
    </div>
  );
}
