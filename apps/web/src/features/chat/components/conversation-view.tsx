import { CHAT_MESSAGES_PAGE_SIZE, type ChatMessageDto, type ConversationDto } from '@marketplace/contract';
import { useQueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '#web/shared/lib/api-error.ts';
import { useRealtimeEvent, useRealtimeReconnected } from '#web/shared/realtime/realtime-bus.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Card } from '#web/shared/ui/card.tsx';
import { ChevronLeftIcon } from '#web/shared/ui/icons.tsx';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';
import { chatKeys } from '../api/chat-keys.ts';
import {
  getConversation,
  messagesOf,
  useConversation,
  withMessages,
  type ConversationPages,
} from '../api/get-conversation.ts';
import { sendMessage } from '../api/send-message.ts';
import { isAdministration, otherParticipants } from '../lib/chat-format.ts';
import { MessageComposer } from './message-composer.tsx';
import { MessageList, type ShownMessage } from './message-list.tsx';
import { useSubjectOf } from './conversation-row.tsx';
import { ParticipantAvatars, useParticipantName } from './participant-avatars.tsx';
import { ReportUser } from './report-user.tsx';

/** A message of the user's on its way: shown at once, replaced by the stored one when it is back. */
interface PendingMessage {
  key: string;
  message: string;
  createdAt: string;
  /** The newest stored message when it was sent: its stored copy comes after. */
  afterId: number;
}

/**
 * The pending messages not yet matched by a stored message of the user's with the same text that
 * came after them (the socket's echo, the send's answer or a catch-up may bring it first).
 */
export function unmatchedPending(
  pending: PendingMessage[],
  messages: ChatMessageDto[],
  selfUid: string,
): PendingMessage[] {
  const used = new Set<number>();
  return pending.filter((item) => {
    const match = messages.find(
      (message) =>
        !used.has(message.id) &&
        message.id > item.afterId &&
        message.authorExternalUid === selfUid &&
        message.message.trim() === item.message.trim(),
    );
    if (!match) return true;
    used.add(match.id);
    return false;
  });
}

let pendingCounter = 0;

function ConversationHeader({ conversation }: { conversation: ConversationDto }) {
  const { t } = useTranslation();
  const nameOf = useParticipantName();
  const subjectOf = useSubjectOf();
  const others = otherParticipants(conversation.participants, {
    externalUid: conversation.tokenOwnerExternalUid,
  });
  const offerLink = (className: string) =>
    conversation.offerId !== null && (
      <Link to={`/offer/${conversation.offerId}`} className={className}>
        {t('chat.seeOffer')}
      </Link>
    );
  return (
    <header className="flex items-center gap-3 border-b border-line px-3 py-3 sm:px-5">
      <Link
        to="/messages"
        className="-ml-1 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink hover:bg-ink/5"
      >
        <ChevronLeftIcon />
        <span className="sr-only">{t('chat.backToInbox')}</span>
      </Link>
      <ParticipantAvatars participants={others} className="size-10 text-base" />
      <div className="flex min-w-0 flex-1 flex-col">
        <h1 className="truncate text-base leading-tight font-extrabold sm:text-lg">
          {subjectOf(conversation)}
        </h1>
        <p className="truncate text-sm text-ink-muted">
          {t('chat.with', { names: others.map(nameOf).join(', ') })}
        </p>
        {/* On a phone the offer's link goes under the names, leaving the subject its width. */}
        {offerLink('self-start text-sm font-semibold text-brand-800 hover:underline sm:hidden')}
      </div>
      {offerLink(
        'hidden shrink-0 rounded-full px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 hover:underline sm:inline-flex',
      )}
      {/* Decision 133: the other user of a direct conversation can be reported from here. */}
      {others.length === 1 && !others.some(isAdministration) && !conversation.counterpartDeleted && (
        <ReportUser conversationId={conversation.id} name={nameOf(others[0]!)} />
      )}
    </header>
  );
}

function ConversationSkeleton() {
  const { t } = useTranslation();
  return (
    <Card className="flex h-full flex-col gap-4 p-5" aria-busy="true">
      <span className="sr-only">{t('chat.loadingConversation')}</span>
      <div className="flex items-center gap-3">
        <Skeleton className="size-10 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-3.5 w-1/3" />
        </div>
      </div>
      <div className="mt-auto flex flex-col gap-3">
        <Skeleton className="h-10 w-2/3 rounded-2xl" />
        <Skeleton className="h-10 w-1/2 self-end rounded-2xl" />
        <Skeleton className="h-10 w-3/5 rounded-2xl" />
      </div>
      <Skeleton className="h-11 w-full rounded-xl" />
    </Card>
  );
}

/**
 * /chat/{id} (spec 001 "Chat"): the conversation's header, its messages (older pages on demand),
 * live messages from the socket, and the message box (a notice instead when the other side deleted
 * its account). Opening it marks it read (the server does,
 * the inbox is refreshed). Not found, or not the user's: `notFound`.
 */
export function ConversationView({
  conversationId,
  notFound,
  renderProposal,
}: {
  conversationId: number;
  notFound: ReactNode;
  /** The card of a price proposal's message (issue 28), from the route. */
  renderProposal?: ComponentProps<typeof MessageList>['renderProposal'];
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const nameOf = useParticipantName();
  const conversation = useConversation(conversationId);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const messages = useMemo(() => messagesOf(conversation.data), [conversation.data]);
  /** The newest stored message's id, read from the cache (the socket may have added one meanwhile). */
  const lastId = useCallback(
    () =>
      messagesOf(queryClient.getQueryData<ConversationPages>(chatKeys.conversation(conversationId))).at(-1)
        ?.id ?? 0,
    [queryClient, conversationId],
  );

  const addMessages = useCallback(
    (fresh: ChatMessageDto[]) =>
      queryClient.setQueryData<ConversationPages>(chatKeys.conversation(conversationId), (data) =>
        withMessages(
          data,
          fresh.filter((message) => message.conversationId === conversationId),
        ),
      ),
    [queryClient, conversationId],
  );

  /**
   * `?after=<id>` (by default the newest held): what came after it, and the conversation marked
   * read up to the last message answered (decision 065). One request at a time: a call meanwhile
   * runs once it is done, from the lowest id asked for; a full page asks again after its last.
   */
  const catchUpState = useRef<{ running: boolean; again: number | null }>({ running: false, again: null });
  const catchUp = useCallback(
    (from: number = lastId()) => {
      const state = catchUpState.current;
      const run = (after: number) => {
        if (state.running) {
          state.again = Math.min(state.again ?? after, after);
          return;
        }
        state.running = true;
        let more: number | null = null;
        getConversation(conversationId, { after })
          .then((answer) => {
            const items = answer.messages.items;
            addMessages(items);
            if (items.length >= CHAT_MESSAGES_PAGE_SIZE) more = items.at(-1)!.id;
          })
          .catch(() => undefined)
          .finally(() => {
            state.running = false;
            void queryClient.invalidateQueries({ queryKey: chatKeys.inbox });
            const next = state.again ?? more;
            state.again = null;
            if (next !== null) run(next);
          });
      };
      run(from);
    },
    [conversationId, addMessages, queryClient, lastId],
  );

  // Opening (and every reload of) the conversation marked it read: the inbox's counts change.
  useEffect(() => {
    if (conversation.isSuccess) void queryClient.invalidateQueries({ queryKey: chatKeys.inbox });
  }, [conversation.isSuccess, conversation.dataUpdatedAt, queryClient]);

  useRealtimeEvent('message', ({ message }) => {
    if (message.conversationId !== conversationId) {
      void queryClient.invalidateQueries({ queryKey: chatKeys.inbox });
      return;
    }
    // Seen here: marked read on the server too, through this message (and anything missed).
    const after = lastId();
    addMessages([message]);
    if (message.id > after) catchUp(after);
  });
  useRealtimeReconnected(() => catchUp());

  const first = conversation.data?.pages[0];
  const selfUid = first?.tokenOwnerExternalUid ?? '';

  const send = async (text: string) => {
    const item: PendingMessage = {
      key: `pending-${(pendingCounter += 1)}`,
      message: text,
      createdAt: new Date().toISOString(),
      afterId: lastId(),
    };
    const drop = () => setPending((current) => current.filter((other) => other.key !== item.key));
    setPending((current) => [...current, item]);
    let stored;
    try {
      stored = await sendMessage({ conversationId, message: text });
    } catch (error) {
      drop();
      // The other side deleted its account meanwhile: reloaded, the conversation says so.
      if (isApiError(error) && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(conversationId) });
      throw error;
    }
    try {
      // The answer may carry the message; else it is fetched (the socket's echo may come first).
      if (stored) addMessages([stored]);
      else addMessages((await getConversation(conversationId, { after: item.afterId })).messages.items);
    } catch {
      // Sent: the socket's echo or the next catch-up shows it.
      return;
    }
    drop();
    void queryClient.invalidateQueries({ queryKey: chatKeys.inbox });
  };

  if (
    conversation.isError &&
    isApiError(conversation.error) &&
    [403, 404].includes(conversation.error.status)
  )
    return notFound;
  if (conversation.isPending) return <ConversationSkeleton />;
  if (conversation.isError || !first) {
    return (
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <h1 className="sr-only">{t('routes.chat')}</h1>
        <p role="alert" className="text-ink-muted">
          {t('chat.loadError')}
        </p>
        <Button variant="secondary" onClick={() => void conversation.refetch()}>
          {t('chat.retry')}
        </Button>
      </Card>
    );
  }

  const others = otherParticipants(first.participants, { externalUid: selfUid });
  const several = others.length > 1 || others.some(isAdministration);
  const byUid = new Map(first.participants.map((participant) => [participant.externalUid, participant]));
  const shown: ShownMessage[] = [
    ...messages.map((message) => {
      const own = message.authorExternalUid === selfUid;
      const author = byUid.get(message.authorExternalUid);
      return {
        key: String(message.id),
        message: message.message,
        createdAt: message.createdAt,
        proposal: message.proposal,
        own,
        ...(message.warnings && !own ? { warnings: message.warnings } : {}),
        ...(several && !own ? { author: author ? nameOf(author) : t('chat.admin') } : {}),
      };
    }),
    ...unmatchedPending(pending, messages, selfUid).map((item) => ({
      key: item.key,
      message: item.message,
      createdAt: item.createdAt,
      own: true,
      pending: true,
    })),
  ];

  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <ConversationHeader conversation={first} />
      <MessageList
        messages={shown}
        renderProposal={renderProposal}
        before={
          conversation.hasNextPage && (
            <div className="flex justify-center pb-3">
              <Button
                variant="ghost"
                size="sm"
                loading={conversation.isFetchingNextPage}
                onClick={() => void conversation.fetchNextPage()}
              >
                {t('chat.loadEarlier')}
              </Button>
            </div>
          )
        }
      />
      <div className="border-t border-line px-3 py-3 sm:px-5">
        {first.counterpartDeleted ? (
          // The deletion page promises its owner that nobody can write to them any more.
          <p role="status" className="rounded-xl bg-canvas px-4 py-3 text-sm text-ink-muted">
            {t('chat.counterpartDeleted')}
          </p>
        ) : (
          <MessageComposer conversationId={conversationId} onSend={send} />
        )}
      </div>
    </Card>
  );
}
