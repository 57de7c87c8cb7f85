import { zodResolver } from '@hookform/resolvers/zod';
import {
  CHAT_MESSAGE_MAX,
  ChatMessageInputSchema,
  type ChatMessageInput,
  type z,
} from '@marketplace/contract';
import { useId, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { cn } from '#web/shared/ui/cn.ts';
import { controlClasses } from '#web/shared/ui/input.tsx';

/** The counter shows from this many characters before the limit. */
export const COUNTER_FROM = CHAT_MESSAGE_MAX - 200;

/**
 * The message box (spec 001 "Chat"): Enter sends, Shift+Enter starts a new line; Send is disabled
 * while a message is on its way; a counter appears near the limit. The box empties at once (the
 * message shows as sending); a refused message comes back into it with the server's error.
 */
export function MessageComposer({
  conversationId,
  onSend,
}: {
  conversationId: number;
  /** Sends the text; rejects with the server's error. */
  onSend: (message: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ChatMessageInput, unknown, z.output<typeof ChatMessageInputSchema>>({
    resolver: zodResolver(ChatMessageInputSchema),
    defaultValues: { conversationId, message: '' },
  });
  const length = useWatch({ control, name: 'message' }).length;
  const error = errors.message?.message ?? errors.conversationId?.message;

  const submit = handleSubmit(async ({ message }) => {
    setValue('message', '');
    try {
      await onSend(message);
    } catch (failure) {
      setValue('message', message);
      applyServerErrors(failure, setError, {
        fields: { message: 'message', conversationId: 'message' },
        shouldFocus: true,
      });
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!isSubmitting) void submit();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-1.5">
      <label htmlFor={id} className="sr-only">
        {t('chat.messageLabel')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          rows={2}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder={t('chat.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onKeyDown={onKeyDown}
          className={cn(controlClasses, 'max-h-40 min-h-11 flex-1 resize-none py-2.5 sm:text-sm')}
          {...register('message')}
        />
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {t('chat.send')}
        </Button>
      </div>
      <div className="flex items-start justify-between gap-3 text-xs">
        {error ? (
          <p id={`${id}-error`} className="font-medium text-danger-700">
            {translateServerMessage(error, t)}
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-ink-subtle max-sm:sr-only">
            {t('chat.hint')}
          </p>
        )}
        {length >= COUNTER_FROM && (
          <p
            className={cn(
              'shrink-0 tabular-nums',
              length >= CHAT_MESSAGE_MAX ? 'text-danger-700' : 'text-ink-subtle',
            )}
          >
            <span aria-hidden="true">{t('form.counter', { count: length, max: CHAT_MESSAGE_MAX })}</span>
            <span className="sr-only">
              {t('form.counterLabel', { used: length, count: CHAT_MESSAGE_MAX })}
            </span>
          </p>
        )}
      </div>
    </form>
  );
}
