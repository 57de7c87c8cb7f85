import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '#web/shared/lib/auth-store.ts';
import { readPageParam, withPageParam } from '#web/shared/lib/page-param.ts';
import {
  useRealtimeEvent,
  useRealtimeReconnected,
  useRealtimeState,
} from '#web/shared/realtime/realtime-bus.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Card } from '#web/shared/ui/card.tsx';
import { ChatIcon } from '#web/shared/ui/icons.tsx';
import { Pagination } from '#web/shared/ui/pagination.tsx';
import { chatKeys } from '../api/chat-keys.ts';
import { useConversations } from '../api/get-conversations.ts';
import { otherParticipants } from '../lib/chat-format.ts';
import { ConversationRow, ConversationRowSkeleton } from './conversation-row.tsx';

/** Loading placeholders of the inbox. */
export const INBOX_LOADING_ROWS = 6;

function InboxEmpty() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <ChatIcon className="size-7" />
      </span>
      <h2 className="text-lg font-bold">{t('chat.empty.title')}</h2>
      <p className="max-w-sm text-ink-muted">{t('chat.empty.text')}</p>
    </div>
  );
}

/** Keeps the inbox current: a pushed message or read receipt, or a socket back after a drop. */
export function useInboxLiveUpdates() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: chatKeys.inbox });
  useRealtimeEvent('message', refresh);
  useRealtimeEvent('read', refresh);
  useRealtimeReconnected(refresh);
}

/**
 * /messages (spec 001 "Chat"): the user's conversations, paged by `?page` (a page past the end
 * moves to the last one), placeholders while loading, an empty state, and live updates.
 */
export function ConversationsInbox() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = readPageParam(params);
  const conversations = useConversations(page);
  const { externalUid } = useRealtimeState();
  const { user } = useSession();
  useInboxLiveUpdates();
  const pagination = conversations.data?.pagination;
  const tooHigh =
    pagination !== undefined &&
    pagination.totalPages > 0 &&
    page > pagination.totalPages &&
    !conversations.isPlaceholderData;

  useEffect(() => {
    if (tooHigh) setParams(withPageParam(params, pagination.totalPages), { replace: true });
  }, [tooHigh, pagination, params, setParams]);

  const changePage = (next: number) => {
    setParams(withPageParam(params, next));
    window.scrollTo(0, 0);
  };

  if (conversations.isPending || tooHigh) {
    return (
      <ul className="flex flex-col gap-3" aria-busy="true" aria-label={t('chat.inboxLabel')}>
        <li className="sr-only">{t('chat.loading')}</li>
        {Array.from({ length: INBOX_LOADING_ROWS }, (_, index) => (
          <li key={index} data-testid="conversation-skeleton">
            <ConversationRowSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (conversations.isError) {
    return (
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <p role="alert" className="text-ink-muted">
          {t('chat.loadError')}
        </p>
        <Button variant="secondary" onClick={() => void conversations.refetch()}>
          {t('chat.retry')}
        </Button>
      </Card>
    );
  }
  if (conversations.data.items.length === 0) return <InboxEmpty />;

  const self = { externalUid, name: user?.friendlyName ?? null };
  const { currentPage, totalPages } = conversations.data.pagination;
  return (
    <div className="flex flex-col gap-3">
      <ul
        className="flex flex-col gap-2.5"
        aria-label={t('chat.inboxLabel')}
        aria-busy={conversations.isPlaceholderData || undefined}
      >
        {conversations.data.items.map((conversation) => (
          <li key={conversation.id}>
            <ConversationRow
              conversation={conversation}
              others={otherParticipants(conversation.participants, self)}
            />
          </li>
        ))}
      </ul>
      {totalPages > 1 && (
        <Pagination
          currentPage={currentPage}
          totalPages={totalPages}
          onPageChange={changePage}
          className="mt-3"
        />
      )}
    </div>
  );
}
