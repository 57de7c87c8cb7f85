import type { Pagination as PageInfo } from '@marketplace/contract';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { withPageParam } from '#web/shared/lib/page-param.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Card } from '#web/shared/ui/card.tsx';
import { Pagination } from '#web/shared/ui/pagination.tsx';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';

/** Loading placeholders of a list. */
export const LOADING_ROWS = 3;

/**
 * One page of a list whose page is the address's `?page` (a page past the last moves to the last):
 * placeholders while loading, a retry when it failed, `empty` without items, else the rows with
 * the pager below them.
 */
export function PagedList<T>({
  label,
  query,
  page,
  empty,
  row,
}: {
  label: string;
  query: {
    data: { items: T[]; pagination: PageInfo } | undefined;
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  page: number;
  empty: ReactNode;
  row: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const pagination = query.data?.pagination;
  const tooHigh = pagination !== undefined && page > pagination.totalPages && !query.isPlaceholderData;

  useEffect(() => {
    if (tooHigh) setParams(withPageParam(params, pagination.totalPages), { replace: true });
  }, [tooHigh, pagination, params, setParams]);

  if (query.isPending || tooHigh) {
    return (
      <ul className="flex flex-col gap-2" aria-busy="true" aria-label={label}>
        <li className="sr-only">{t('balance.loading')}</li>
        {Array.from({ length: LOADING_ROWS }, (_, index) => (
          <li key={index}>
            <Skeleton className="h-20 rounded-card" data-testid="balance-list-skeleton" />
          </li>
        ))}
      </ul>
    );
  }
  if (query.isError || !query.data) {
    return (
      <Card className="flex flex-col items-center gap-4 p-6 text-center">
        <p role="alert" className="text-ink-muted">
          {t('balance.loadError')}
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('balance.retry')}
        </Button>
      </Card>
    );
  }
  if (query.data.items.length === 0) return empty;
  return (
    <div className="flex flex-col gap-3">
      <ul
        className="flex flex-col divide-y divide-line rounded-card border border-line bg-surface shadow-card"
        aria-label={label}
        aria-busy={query.isPlaceholderData || undefined}
      >
        {query.data.items.map(row)}
      </ul>
      <Pagination
        currentPage={query.data.pagination.currentPage}
        totalPages={query.data.pagination.totalPages}
        onPageChange={(next) => setParams(withPageParam(params, next))}
      />
    </div>
  );
}
