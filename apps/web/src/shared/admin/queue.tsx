import { PAGE_PATHS, type AdminAccountRef, type Paginated, type ReportState } from '@marketplace/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#web/shared/ui/button.tsx';
import { Pagination } from '#web/shared/ui/pagination.tsx';
import { AdminLoadState } from './admin-page.tsx';

const userPath = (id: number) => PAGE_PATHS.adminUser.replace(':id', String(id));

/** A person in a console queue: a link to their page, marked when deleted or blocked. */
export function QueuePerson({
  account,
}: {
  account: Pick<AdminAccountRef, 'id' | 'username'> & Partial<AdminAccountRef>;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Link
        to={userPath(account.id)}
        className="font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {account.username || `#${account.id}`}
      </Link>
      {account.deleted && <span className="ml-1 text-ink-muted">({t('reports.deleted')})</span>}
      {account.blocked && <span className="ml-1 text-danger-700">({t('reports.blocked')})</span>}
    </>
  );
}

/** The open / resolved switch above a queue of reports. */
export function QueueStateSwitch({
  state,
  onChange,
}: {
  state: ReportState;
  onChange: (state: ReportState) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div role="group" aria-label={t('reports.stateLabel')} className="flex gap-2">
      {(['open', 'resolved'] as const).map((option) => (
        <Button
          key={option}
          variant={state === option ? 'primary' : 'secondary'}
          aria-pressed={state === option}
          onClick={() => onChange(option)}
        >
          {t(`reports.state.${option}`)}
        </Button>
      ))}
    </div>
  );
}

/**
 * A page of a console queue: its loading or failed state, the sentence for an empty queue, or the
 * items (`children` draws each) and the pages below them.
 */
export function QueuePage<T>({
  query,
  empty,
  onPageChange,
  children,
}: {
  query: { data?: Paginated<T>; isError: boolean; refetch: () => unknown };
  empty: string;
  onPageChange: (page: number) => void;
  children: (item: T) => ReactNode;
}) {
  if (!query.data) return <AdminLoadState failed={query.isError} onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0)
    return <p className="rounded-xl bg-surface p-4 text-ink-muted ring-1 ring-line">{empty}</p>;
  return (
    <>
      <ol className="flex flex-col gap-3">{query.data.items.map(children)}</ol>
      <Pagination
        currentPage={query.data.pagination.currentPage}
        totalPages={query.data.pagination.totalPages}
        onPageChange={onPageChange}
      />
    </>
  );
}
