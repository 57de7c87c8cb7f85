import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, z } from '@marketplace/contract';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { normalizeApiError, type ApiError } from '#web/shared/lib/api-error.ts';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { toast, toastError } from '#web/shared/lib/toast.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Field } from '#web/shared/ui/field.tsx';
import { CodeInput } from '#web/shared/ui/code-input.tsx';
import { useConfirmCode } from '../api/confirm-code.ts';
import { RESEND_COOLDOWN_SECONDS, retryAfterSeconds, useResendCode } from '../api/resend-code.ts';

/** spec 000 section 5, "Confirm code": required. */
const ConfirmCodeFormSchema = z.object({ code: z.string().trim().min(1, MESSAGES.required) });
type ConfirmCodeFormValues = z.infer<typeof ConfirmCodeFormSchema>;

/** Counts down to zero once a second; `start(n)` restarts it. */
function useCountdown() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = window.setTimeout(() => setSeconds((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);
  return { seconds, start: setSeconds };
}

export function ConfirmCodeForm({ uuid, onConfirmed }: { uuid: string; onConfirmed: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirmCode();
  const resend = useResendCode();
  const cooldown = useCountdown();
  const [expired, setExpired] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ConfirmCodeFormValues>({
    resolver: zodResolver(ConfirmCodeFormSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await confirm.mutateAsync({ code, uuid });
      onConfirmed();
    } catch (error) {
      const apiError = normalizeApiError(error);
      if (apiError.status === 404) {
        setError('code', { type: 'server', message: MESSAGES.incorrectCode }, { shouldFocus: true });
      } else if (apiError.status === 410) {
        setExpired(apiError.message);
      } else {
        // A code error is shown on the field alone; anything else in a toast.
        applyServerErrors(apiError, setError, {
          fields: { code: 'code' },
          shouldFocus: true,
          onFormError: (failure, fieldError) => {
            if (fieldError === undefined) toastError(failure);
          },
        });
      }
    }
  });

  const requestNewCode = async () => {
    try {
      await resend.mutateAsync(uuid);
      setExpired(null);
      reset({ code: '' });
      cooldown.start(RESEND_COOLDOWN_SECONDS);
      toast.success(t('register.confirm.resent'));
    } catch (error) {
      const apiError = error as ApiError;
      if (apiError.status === 429) cooldown.start(retryAfterSeconds(apiError));
      toastError(error);
    }
  };

  const codeError = errors.code?.message ? translateServerMessage(errors.code.message, t) : undefined;
  return (
    <div className="flex flex-col gap-6">
      {expired && (
        <div
          role="alert"
          className="rounded-xl border border-danger-600/30 bg-danger-50 p-4 text-sm text-danger-700"
        >
          <p className="font-medium">{translateServerMessage(expired, t)}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => void requestNewCode()}
            loading={resend.isPending}
            disabled={cooldown.seconds > 0}
          >
            {t('register.confirm.sendNew')}
          </Button>
        </div>
      )}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <Field
          label={t('register.confirm.code')}
          error={codeError}
          hint={t('register.confirm.codeHint')}
          required
        >
          {(control) => <CodeInput {...control} {...register('code')} />}
        </Field>
        <Button type="submit" size="lg" block loading={confirm.isPending}>
          {t('register.confirm.submit')}
        </Button>
      </form>
      <div className="flex flex-col items-center gap-1 border-t border-line pt-5 text-center">
        <p className="text-sm text-ink-muted">{t('register.confirm.noCode')}</p>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void requestNewCode()}
          loading={resend.isPending}
          disabled={cooldown.seconds > 0}
        >
          {t('register.confirm.resend')}
        </Button>
        {cooldown.seconds > 0 && (
          <p className="text-sm text-ink-muted">
            {t('register.confirm.cooldown', { count: cooldown.seconds })}
          </p>
        )}
      </div>
    </div>
  );
}
