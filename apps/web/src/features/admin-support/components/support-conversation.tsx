import { zodResolver } from '@hookform/resolvers/zod';
import {
  CHAT_MESSAGE_MAX,
  PAGE_PATHS,
  SupportAnswerInputSchema,
  type SupportAnswerInput,
  type SupportConversationDetailDto,
  type z,
} from '@marketplace/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatWait } from '#web/shared/admin/duration.ts';
import { AdminLoadState, AdminPage } from '#web/shared/admin/admin-page.tsx';
import { isApiError } from '#web/shared/lib/api-error.ts';
import { formatDateTime } from '#web/shared/lib/format.ts';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { toastError } from '#web/shared/lib/toast.ts';
import { useRealtimeEvent } from '#web/shared/realtime/realtime-bus.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { cn } from '#web/shared/ui/cn.ts';
import { ChevronLeftIcon } from '#web/shared/ui/icons.tsx';
import { controlClasses } from '#web/shared/ui/input.tsx';
import { useAnswerSupport } from '../api/answer-support.ts';
import { useSupportConversation } from '../api/get-support-conversation.ts';
import { supportKeys } from '../api/support-keys.ts';
import { adminUserPath } from './support-inbox.tsx';

/**
 * `/admin/support/:id` (decision 089): a conversation with the administration, the user's page one
 * click away, its messages (the administration's labelled Admin) and the answer box. A message of
 * the user's arrives live (the socket's `message` event reloads it).
 */
export function SupportConversation({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation('admin');
  const region = useRegion();
  const queryClient = useQueryClient();
  const conversation = useSupportConversation(conversationId);
  useRealtimeEvent('message', ({ message }) => {
    if (message.conversationId === conversationId)
      void queryClient.invalidateQueries({ queryKey: supportKeys.conversation(conversationId) });
  });

  const back = (
    <Link
      to={PAGE_PATHS.adminSupport}
      className="inline-flex min-h-11 items-center gap-1 self-start font-medium text-brand-800 hover:underline"
    >
      <ChevronLeftIcon aria-hidden="true" />
      {t('support.backToInbox')}
    </Link>
  );

  if (!conversation.data) {
    const missing = isApiError(conversation.error) && [400, 403, 404].includes(conversation.error.status);
    return (
      <AdminPage title={t('support.conversationTitle')}>
        {back}
        {missing ? (
          <p className="rounded-xl bg-surface p-4 ring-1 ring-line">{t('support.notFound')}</p>
        ) : (
          <AdminLoadState failed={conversation.isError} onRetry={() => void conversation.refetch()} />
        )}
      </AdminPage>
    );
  }
  const data = conversation.data;
  const userName = data.user.deleted ? t('support.deletedUser') : data.user.name || data.user.username;
  return (
    <AdminPage title={t('support.conversationWith', { name: userName })}>
      {back}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl bg-surface p-4 ring-1 ring-line">
        <p className="text-sm text-ink-muted">
          {data.awaitingAnswerSince
            ? t('support.waiting', { age: formatWait(t, 'waited', data.awaitingAnswerSince) })
            : t('support.answeredAt', { when: formatDateTime(data.lastMessageAt, region) })}
        </p>
        {!data.user.deleted && (
          <Link
            to={adminUserPath(data.user.id)}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 hover:underline sm:ml-auto"
          >
            {t('support.userPage', { username: data.user.username })}
          </Link>
        )}
      </div>
      <Messages conversation={data} userName={userName} />
      <AnswerForm conversationId={conversationId} />
    </AdminPage>
  );
}

function Messages({
  conversation,
  userName,
}: {
  conversation: SupportConversationDetailDto;
  userName: string;
}) {
  const { t } = useTranslation('admin');
  const region = useRegion();
  const end = useRef<HTMLLIElement>(null);
  const items = conversation.messages.items;
  // A block body: the browser's scrollIntoView may answer a promise, which React would take for a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [items.length]);
  const { totalItems } = conversation.messages.pagination;
  return (
    <section
      aria-label={t('support.messagesLabel')}
      className="rounded-xl bg-surface p-3 ring-1 ring-line sm:p-5"
    >
      {totalItems > items.length && (
        <p className="mb-3 text-center text-sm text-ink-muted">
          {t('support.earlier', { count: totalItems - items.length })}
        </p>
      )}
      <ol className="flex flex-col gap-3" aria-live="polite">
        {items.map((message) => {
          const byAdministration = message.authorExternalUid === 'administration';
          return (
            <li
              key={message.id}
              ref={message === items.at(-1) ? end : undefined}
              className={cn(
                'flex max-w-[85%] flex-col gap-0.5 sm:max-w-[70%]',
                byAdministration ? 'items-end self-end' : 'items-start self-start',
              )}
            >
              <span className="px-1 text-xs font-semibold text-ink-muted">
                {byAdministration ? t('support.adminLabel') : userName} ·{' '}
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, region)}</time>
              </span>
              <p
                className={cn(
                  'rounded-2xl px-3.5 py-2 leading-snug break-words whitespace-pre-wrap',
                  byAdministration
                    ? 'rounded-br-md bg-brand-700 text-white'
                    : 'rounded-bl-md bg-canvas text-ink',
                )}
              >
                {message.message}
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function AnswerForm({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const id = useId();
  const answer = useAnswerSupport(conversationId);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SupportAnswerInput, unknown, z.output<typeof SupportAnswerInputSchema>>({
    resolver: zodResolver(SupportAnswerInputSchema),
    defaultValues: { message: '' },
  });
  const error = errors.message?.message;
  const submit = handleSubmit(async (input) => {
    try {
      await answer.mutateAsync(input);
      reset({ message: '' });
    } catch (failure) {
      const refused = applyServerErrors(failure, setError, {
        fields: { message: 'message' },
        shouldFocus: true,
      });
      if (Object.keys(refused.fieldErrors).length === 0) toastError(failure);
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2">
      <label htmlFor={id} className="font-semibold">
        {t('support.answerLabel')}
      </label>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {t('support.answerHint')}
      </p>
      <textarea
        id={id}
        rows={4}
        maxLength={CHAT_MESSAGE_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        className={cn(controlClasses, 'min-h-24 py-2.5')}
        {...register('message')}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-700">
          {translateServerMessage(error, tc)}
        </p>
      )}
      <Button
        type="submit"
        className="self-end max-sm:w-full"
        disabled={isSubmitting}
        aria-busy={isSubmitting || undefined}
      >
        {t('support.send')}
      </Button>
    </form>
  );
}
