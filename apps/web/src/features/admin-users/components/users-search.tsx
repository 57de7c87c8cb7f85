import { PAGE_PATHS, type AdminUserListItemDto } from '@marketplace/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AdminLoadState } from '#web/shared/admin/admin-page.tsx';
import { formatDate } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { Button } from '#web/shared/ui/button.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { Pagination } from '#web/shared/ui/pagination.tsx';
import { useUsers } from '../api/get-users.ts';
import { StatusBadge } from './status-badge.tsx';
import { readPageParam } from '#web/shared/lib/page-param.ts';

export const adminUserPath = (id: number) => PAGE_PATHS.adminUser.replace(':id', String(id));

/** `/admin/users`: the search box (`?q=`, shareable) and the matching accounts of the edition. */
export function UsersSearch() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = readPageParam(params);
  const users = useUsers({ q, page });
  const [draft, setDraft] = useState(q);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };

  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        aria-label={t('users.title')}
        onSubmit={search}
        className="flex gap-2 rounded-xl bg-surface p-4 ring-1 ring-line"
      >
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium">
          {t('users.searchLabel')}
          <Input
            type="search"
            value={draft}
            maxLength={100}
            placeholder={t('users.searchPlaceholder')}
            onChange={(event) => setDraft(event.target.value)}
          />
        </label>
        <Button type="submit" className="self-end">
          {t('users.search')}
        </Button>
      </form>
      {!users.data ? (
        <AdminLoadState failed={users.isError} onRetry={() => void users.refetch()} />
      ) : users.data.items.length === 0 ? (
        <p className="rounded-xl bg-surface p-4 text-ink-muted ring-1 ring-line">{t('users.none')}</p>
      ) : (
        <>
          <p className="text-sm text-ink-muted" aria-live="polite">
            {t('users.found', { count: users.data.pagination.totalItems })}
          </p>
          <ul className="flex flex-col gap-2">
            {users.data.items.map((user) => (
              <UserRow key={user.id} user={user} />
            ))}
          </ul>
          <Pagination
            currentPage={users.data.pagination.currentPage}
            totalPages={users.data.pagination.totalPages}
            onPageChange={(next) => setParams({ ...Object.fromEntries(params), page: String(next) })}
          />
        </>
      )}
    </div>
  );
}

function UserRow({ user }: { user: AdminUserListItemDto }) {
  const { t } = useTranslation('admin');
  const region = useRegion();
  return (
    <li className="rounded-xl bg-surface p-3 ring-1 ring-line">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Link
          to={adminUserPath(user.id)}
          className="font-semibold break-all text-brand-700 underline-offset-2 hover:underline"
        >
          {user.username}
        </Link>
        <StatusBadge status={user.status} />
        {user.role === 'admin' && <span className="text-sm text-ink-muted">{t('users.roleAdmin')}</span>}
      </div>
      <p className="mt-1 text-sm break-all text-ink-muted">
        {[user.name, user.email, user.phone].filter(Boolean).join(' · ')}
      </p>
      <p className="text-xs text-ink-muted">
        {t('users.since', { date: formatDate(user.createdAt, region) })}
      </p>
    </li>
  );
}
