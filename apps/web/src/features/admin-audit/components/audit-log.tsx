import type { AuditEntry, AuditLogQuery } from '@marketplace/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminLoadState } from '#web/shared/admin/admin-page.tsx';
import { formatDateTime } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { Button } from '#web/shared/ui/button.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { Pagination } from '#web/shared/ui/pagination.tsx';
import { useAuditLog } from '../api/get-audit-log.ts';
import { readPageParam } from '#web/shared/lib/page-param.ts';

const FILTERS = ['action', 'subjectType', 'subjectId'] as const;
type Filter = (typeof FILTERS)[number];
const FILTER_LABELS = {
  action: 'audit.filterAction',
  subjectType: 'audit.filterSubjectType',
  subjectId: 'audit.filterSubjectId',
} as const;

/** The query the address holds: `?action=&subjectType=&subjectId=&page=` (shareable, back-button safe). */
function queryOf(params: URLSearchParams): AuditLogQuery {
  const subjectId = Number(params.get('subjectId'));
  return {
    page: readPageParam(params),
    ...(params.get('action') ? { action: params.get('action')! } : {}),
    ...(params.get('subjectType') ? { subjectType: params.get('subjectType')! } : {}),
    ...(Number.isInteger(subjectId) && subjectId > 0 ? { subjectId } : {}),
  };
}

/** The audit log with its filters; each entry's before and after values on demand. */
export function AuditLog() {
  const { t } = useTranslation('admin');
  const region = useRegion();
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const log = useAuditLog(query);
  const [draft, setDraft] = useState<Record<Filter, string>>(() => ({
    action: params.get('action') ?? '',
    subjectType: params.get('subjectType') ?? '',
    subjectId: params.get('subjectId') ?? '',
  }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setParams(Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim() !== '')));
  };
  const clear = () => {
    setDraft({ action: '', subjectType: '', subjectId: '' });
    setParams({});
  };

  return (
    <div className="flex flex-col gap-4">
      <form
        onSubmit={apply}
        className="grid gap-3 rounded-xl bg-surface p-4 ring-1 ring-line sm:grid-cols-3 sm:items-end xl:grid-cols-[1fr_1fr_1fr_auto]"
      >
        {FILTERS.map((filter) => (
          <label key={filter} className="flex flex-col gap-1 text-sm font-medium">
            {t(FILTER_LABELS[filter])}
            <Input
              value={draft[filter]}
              inputMode={filter === 'subjectId' ? 'numeric' : undefined}
              onChange={(event) => setDraft({ ...draft, [filter]: event.target.value })}
            />
          </label>
        ))}
        <div className="flex gap-2 sm:col-span-3 xl:col-span-1">
          <Button type="submit">{t('audit.filter')}</Button>
          <Button type="button" variant="ghost" onClick={clear}>
            {t('audit.clear')}
          </Button>
        </div>
      </form>
      {!log.data ? (
        <AdminLoadState failed={log.isError} onRetry={() => void log.refetch()} />
      ) : log.data.items.length === 0 ? (
        <p className="rounded-xl bg-surface p-4 text-ink-muted ring-1 ring-line">{t('audit.none')}</p>
      ) : (
        <>
          <ol className="flex flex-col gap-2">
            {log.data.items.map((entry) => (
              <AuditRow key={entry.id} entry={entry} when={formatDateTime(entry.createdAt, region)} />
            ))}
          </ol>
          <Pagination
            currentPage={log.data.pagination.currentPage}
            totalPages={log.data.pagination.totalPages}
            onPageChange={(page) => setParams({ ...Object.fromEntries(params), page: String(page) })}
          />
        </>
      )}
    </div>
  );
}

function AuditRow({ entry, when }: { entry: AuditEntry; when: string }) {
  const { t } = useTranslation('admin');
  return (
    <li className="rounded-xl bg-surface p-4 ring-1 ring-line">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-ink-muted">{t('audit.when')}</dt>
        <dd>
          <time dateTime={entry.createdAt}>{when}</time>
        </dd>
        <dt className="text-ink-muted">{t('audit.who')}</dt>
        <dd>{entry.actor.username}</dd>
        <dt className="text-ink-muted">{t('audit.what')}</dt>
        <dd className="font-mono">{entry.action}</dd>
        <dt className="text-ink-muted">{t('audit.record')}</dt>
        <dd className="font-mono">
          {entry.subjectType} #{entry.subjectId}
        </dd>
        {entry.reason && (
          <>
            <dt className="text-ink-muted">{t('audit.why')}</dt>
            <dd className="break-words">{entry.reason}</dd>
          </>
        )}
      </dl>
      {(entry.before !== null || entry.after !== null) && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-medium text-brand-700">{t('audit.changes')}</summary>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {(['before', 'after'] as const).map((side) => (
              <div key={side}>
                <p className="text-ink-muted">{t(`audit.${side}`)}</p>
                <pre className="overflow-x-auto rounded-lg bg-canvas p-2 text-xs">
                  {JSON.stringify(entry[side], null, 2)}
                </pre>
              </div>
            ))}
          </div>
        </details>
      )}
    </li>
  );
}
