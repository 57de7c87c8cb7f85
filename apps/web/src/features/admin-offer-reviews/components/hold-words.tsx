import { zodResolver } from '@hookform/resolvers/zod';
import { HOLD_WORD_MAX, HoldWordInputSchema, type HoldWordInput } from '@marketplace/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AdminLoadState } from '#web/shared/admin/admin-page.tsx';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { toast, toastError } from '#web/shared/lib/toast.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Field } from '#web/shared/ui/field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { useAddHoldWord, useHoldWords, useRemoveHoldWord } from '../api/hold-words.ts';

/** The edition's words and phrases that hold an offer naming them for review (decision 135). */
export function HoldWords() {
  const { t } = useTranslation('admin');
  const words = useHoldWords();
  const add = useAddHoldWord();
  const remove = useRemoveHoldWord();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<HoldWordInput>({
    resolver: zodResolver(HoldWordInputSchema),
    defaultValues: { phrase: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values.phrase);
      toast.success(t('holdWords.added'));
      reset();
    } catch (error) {
      const apiError = applyServerErrors(error, setError, { fields: { phrase: 'phrase' } });
      if (apiError.status === 409) setError('phrase', { message: apiError.message });
    }
  });
  const message = errors.phrase?.message;

  return (
    <section
      className="flex flex-col gap-3 rounded-xl bg-surface p-4 ring-1 ring-line"
      aria-labelledby="hold-words"
    >
      <div>
        <h2 id="hold-words" className="text-lg font-bold">
          {t('holdWords.title')}
        </h2>
        <p className="text-sm text-ink-muted">{t('holdWords.description')}</p>
      </div>
      <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-2">
        <Field
          label={t('holdWords.phrase')}
          error={message ? translateServerMessage(message) : undefined}
          className="min-w-0 flex-1"
        >
          {(control) => <Input {...control} maxLength={HOLD_WORD_MAX} {...register('phrase')} />}
        </Field>
        <Button type="submit" disabled={add.isPending}>
          {t('holdWords.add')}
        </Button>
      </form>
      {!words.data ? (
        <AdminLoadState failed={words.isError} onRetry={() => void words.refetch()} />
      ) : words.data.length === 0 ? (
        <p className="text-ink-muted">{t('holdWords.none')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t('holdWords.title')}>
          {words.data.map((word) => (
            <li
              key={word.id}
              className="flex items-center gap-1 rounded-full bg-canvas py-1 pr-1 pl-3 ring-1 ring-line"
            >
              <span className="break-all">{word.phrase}</span>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('holdWords.remove', { phrase: word.phrase })}
                disabled={remove.isPending}
                onClick={() =>
                  void remove.mutateAsync(word.id).then(
                    () => toast.success(t('holdWords.removed')),
                    (error: unknown) => toastError(error),
                  )
                }
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
