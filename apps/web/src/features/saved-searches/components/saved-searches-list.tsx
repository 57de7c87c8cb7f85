import {
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_NEW_MATCHES_MAX,
  type SavedSearchAlerts,
  type SavedSearchDto,
  type SavedSearchQuery,
} from '@marketplace/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toastError } from '#web/shared/lib/toast.ts';
import { Button, ButtonLink } from '#web/shared/ui/button.tsx';
import { BellIcon, SearchIcon } from '#web/shared/ui/icons.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { Modal } from '#web/shared/ui/modal.tsx';
import { Select } from '#web/shared/ui/select.tsx';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';
import {
  useDeleteSavedSearch,
  useRunSavedSearch,
  useSavedSearches,
  useUpdateSavedSearch,
} from '../api/saved-searches.ts';

export interface SavedSearchesListProps {
  /** The search page's address for a saved search's body (the route composes the search feature). */
  hrefOf: (query: SavedSearchQuery) => string;
  /** Before a run opens the search page: its answers, cached a little while, are asked for again. */
  onRun?: () => Promise<void>;
}

/** `/profile/saved-searches` (issue 28): each saved search with its new matches, run, rename, alerts, delete. */
export function SavedSearchesList({ hrefOf, onRun }: SavedSearchesListProps) {
  const { t } = useTranslation();
  const searches = useSavedSearches();

  if (searches.isPending) {
    return (
      <ul className="flex flex-col gap-3" aria-busy="true">
        {[0, 1, 2].map((n) => (
          <li key={n}>
            <Skeleton className="h-28 w-full rounded-card" />
          </li>
        ))}
      </ul>
    );
  }
  if (searches.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-card border border-line bg-surface p-8"
      >
        <p className="text-ink-muted">{t('savedSearches.loadError')}</p>
        <Button variant="secondary" size="sm" onClick={() => void searches.refetch()}>
          {t('savedSearches.retry')}
        </Button>
      </div>
    );
  }
  const { items, limit } = searches.data;
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <BellIcon className="size-7" />
        </span>
        <h2 className="text-lg font-bold">{t('savedSearches.empty.title')}</h2>
        <p className="max-w-sm text-ink-muted">{t('savedSearches.empty.text')}</p>
        <ButtonLink to="/search" className="mt-2" icon={<SearchIcon />}>
          {t('savedSearches.empty.search')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-muted">{t('savedSearches.count', { count: items.length, limit })}</p>
      <ul className="flex flex-col gap-3">
        {items.map((search) => (
          <li key={search.id}>
            <SavedSearchItem search={search} href={hrefOf(search.query)} onRun={onRun} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function SavedSearchItem({
  search,
  href,
  onRun,
}: {
  search: SavedSearchDto;
  href: string;
  onRun?: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateSavedSearch();
  const run = useRunSavedSearch();
  const remove = useDeleteSavedSearch();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [deleting, setDeleting] = useState(false);
  const fresh = search.newMatches;

  const open = () =>
    run.mutate(search.id, {
      onSuccess: async () => {
        await onRun?.();
        await navigate(href);
      },
      onError: toastError,
    });
  const rename = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: search.id, name: name.trim() },
      { onSuccess: () => setRenaming(false), onError: toastError },
    );
  };

  return (
    <article
      aria-label={search.name}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card"
    >
      <div className="flex items-start justify-between gap-3">
        {renaming ? (
          <form onSubmit={rename} className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
            <Input
              aria-label={t('savedSearches.name')}
              value={name}
              maxLength={SAVED_SEARCH_NAME_MAX}
              onChange={(event) => setName(event.target.value)}
              className="min-w-0 flex-1"
              autoFocus
            />
            <Button type="submit" size="sm" loading={update.isPending}>
              {t('savedSearches.saveName')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setRenaming(false)}>
              {t('savedSearches.cancel')}
            </Button>
          </form>
        ) : (
          <h2 className="min-w-0 text-lg font-bold break-words">{search.name}</h2>
        )}
        {fresh > 0 && !renaming && (
          <span className="shrink-0 rounded-full bg-brand-700 px-2.5 py-0.5 text-sm font-semibold text-white">
            {t('savedSearches.newMatches', {
              count: fresh,
              shown:
                fresh > SAVED_SEARCH_NEW_MATCHES_MAX ? `${SAVED_SEARCH_NEW_MATCHES_MAX}+` : String(fresh),
            })}
          </span>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          icon={<SearchIcon />}
          onClick={open}
          loading={run.isPending}
          className="max-sm:w-full"
        >
          {t('savedSearches.run')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setName(search.name);
            setRenaming(true);
          }}
        >
          {t('savedSearches.rename')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setDeleting(true)}>
          {t('savedSearches.delete')}
        </Button>
        <label className="flex items-center gap-2 text-sm text-ink-muted max-sm:w-full sm:ml-auto">
          <span className="shrink-0">{t('savedSearches.alerts.label')}</span>
          <Select
            value={search.alerts}
            className="h-9"
            onChange={(event) =>
              update.mutate(
                { id: search.id, alerts: event.target.value as SavedSearchAlerts },
                { onError: toastError },
              )
            }
            options={SAVED_SEARCH_ALERTS.map((value) => ({
              value,
              label: t(`savedSearches.alerts.${value}`),
            }))}
          />
        </label>
      </div>
      <Modal
        open={deleting}
        onClose={() => setDeleting(false)}
        title={t('savedSearches.deleteTitle')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setDeleting(false)}>
              {t('savedSearches.cancel')}
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(search.id, { onSuccess: () => setDeleting(false), onError: toastError })
              }
            >
              {t('savedSearches.delete')}
            </Button>
          </>
        }
      >
        <p>{t('savedSearches.deleteText', { name: search.name })}</p>
      </Modal>
    </article>
  );
}
