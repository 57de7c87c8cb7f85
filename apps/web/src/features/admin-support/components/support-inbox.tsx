import {
  PAGE_PATHS,
  SUPPORT_STATES,
  type SupportConversationDto,
  type SupportState,
} from '@marketplace/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatWait } from '#web/shared/admin/duration.ts';
import { AdminLoadState } from '#web/shared/admin/admin-page.tsx';
import { formatDateTime } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { useRealtimeEvent } from '#web/shared/realtime/realtime-bus.ts';
import { cn } from '#web/shared/ui/cn.ts';
import { Pagination } from '#web/shared/ui/pagination.tsx';
import { useSupportInbox } from '../api/get-support-inbox.ts';
import { supportKeys } from '../api/support-keys.ts';
import { readPageParam } from '#web/shared/lib/page-param.ts';

const STATE_LABELS = {
  unanswered: 'support.unanswered',
  answered: 'support.answered',
  all: 'support.all',
} as const;

const stateOf = (value: string | null): SupportState =>
  SUPPORT_STATES.includes(value as SupportState) ? (value as SupportState) : 'unanswered';

export const supportConversationPath = (id: number) => `${PAGE_PATHS.adminSupport}/${id}`;
export const adminUserPath = (id: number) => PAGE_PATHS.adminUser.replace(':id', String(id));

/**
 * The support inbox (decision 089): unanswered conversations first, the longest waiting on top;
 * tabs for answered and all. A new message anywhere reloads it (the socket's `message` event).
 */
export function SupportInbox() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const state = stateOf(params.get('state'));
  const page = readPageParam(params);
  const inbox = useSupportInbox(state, page);
  useRealtimeEvent('message', () => void queryClient.invalidateQueries({ queryKey: supportKeys.inbox }));

  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label={t('support.filterLabel')} className="flex flex-wrap gap-2">
        {SUPPORT_STATES.map((each) => (
          <button
            key={each}
            type="button"
            aria-pressed={each === state}
            onClick={() => setParams(each === 'unanswered' ? {} : { state: each })}
            className={cn(
              'min-h-11 rounded-full px-4 text-sm font-semibold',
              each === state
                ? 'bg-brand-700 text-white'
                : 'bg-surface text-ink ring-1 ring-line hover:bg-brand-50',
            )}
          >
            {t(STATE_LABELS[each])}
          </button>
        ))}
      </div>
      {!inbox.data ? (
        <AdminLoadState failed={inbox.isError} onRetry={() => void inbox.refetch()} />
      ) : inbox.data.items.length === 0 ? (
        <p className="rounded-xl bg-surface p-4 text-ink-muted ring-1 ring-line">
          {state === 'unanswered' ? t('support.noneWaiting') : t('console.empty')}
        </p>
      ) : (
        <>
          <ol className="flex flex-col gap-2" aria-label={t('support.listLabel')}>
            {inbox.data.items.map((line) => (
              <SupportLine key={line.id} line={line} />
            ))}
          </ol>
          <Pagination
            currentPage={inbox.data.pagination.currentPage}
            totalPages={inbox.data.pagination.totalPages}
            onPageChange={(next) => setParams({ ...Object.fromEntries(params), page: String(next) })}
          />
        </>
      )}
    </div>
  );
}

function SupportLine({ line }: { line: SupportConversationDto }) {
  const { t } = useTranslation('admin');
  const region = useRegion();
  const name = line.user.deleted ? t('support.deletedUser') : line.user.name || line.user.username;
  return (
    <li className="relative flex flex-col gap-1 rounded-xl bg-surface p-4 ring-1 ring-line focus-within:ring-2 focus-within:ring-brand-600 sm:flex-row sm:items-start sm:gap-4">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <Link
            to={supportConversationPath(line.id)}
            className="font-semibold text-ink after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
          >
            {name}
          </Link>
          {!line.user.deleted && <span className="text-sm text-ink-muted">@{line.user.username}</span>}
        </p>
        <p className="truncate text-sm text-ink-muted">
          {!line.lastMessageByUser && <span className="font-semibold">{t('support.adminLabel')}: </span>}
          {line.lastMessageExcerpt}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm sm:flex-col sm:items-end">
        {line.awaitingAnswerSince ? (
          <span className="rounded-full bg-accent-100 px-2.5 py-0.5 font-semibold text-accent-900">
            {t('support.waiting', { age: formatWait(t, 'waited', line.awaitingAnswerSince) })}
          </span>
        ) : (
          <span className="text-ink-muted">
            {t('support.answeredAt', { when: formatDateTime(line.lastMessageAt, region) })}
          </span>
        )}
        {!line.user.deleted && (
          <Link
            to={adminUserPath(line.user.id)}
            className="relative z-10 inline-flex min-h-11 items-center font-medium text-brand-800 underline-offset-2 hover:underline sm:min-h-0"
          >
            {t('console.openUser')}
          </Link>
        )}
      </div>
    </li>
  );
}
