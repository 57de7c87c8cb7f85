import { zodResolver } from '@hookform/resolvers/zod';
import { isPlainObject, MESSAGES, z, type LoginInput, type PendingConfirmation } from '@marketplace/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HttpError, normalizeApiError, type ApiError } from '#web/shared/lib/api-error.ts';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { toastError } from '#web/shared/lib/toast.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Field } from '#web/shared/ui/field.tsx';
import { CodeInput } from '#web/shared/ui/code-input.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { PasswordInput } from '#web/shared/ui/password-input.tsx';
import { useCreateSession } from '../api/create-session.ts';
import { useSendSignInCode } from '../api/send-sign-in-code.ts';

/** spec 000 section 5, "Login": username and password required; the code only once one was sent. */
export const LoginFormSchema = z.object({
  username: z.string().trim().min(1, MESSAGES.required),
  password: z.string().min(1, MESSAGES.required),
  code: z.string().trim(),
});
export type LoginFormValues = z.infer<typeof LoginFormSchema>;

/**
 * The open confirmation of the 403 'not confirmed yet' answer (decision 083): the server sends it
 * only to someone who typed the account's password.
 */
export function pendingConfirmationOf(failure: ApiError): PendingConfirmation | undefined {
  if (failure.status !== 403 || !(failure.cause instanceof HttpError)) return undefined;
  const body = failure.cause.response?.data;
  const confirmation = isPlainObject(body) ? body.confirmation : undefined;
  if (!isPlainObject(confirmation)) return undefined;
  const { uuid, authType } = confirmation;
  return typeof uuid === 'string' && (authType === 'email' || authType === 'sms')
    ? { uuid, authType }
    : undefined;
}

/**
 * Signs in. Past the sign-in throttle (429) it offers a one-time code by e-mail, which the owner
 * then enters with the password (decision 071). An account whose registration was never confirmed
 * goes to `onNotConfirmed` with its open confirmation and the credentials typed (decision 083).
 */
export function LoginForm({
  onSuccess,
  onNotConfirmed,
}: {
  onSuccess: () => void;
  onNotConfirmed?: (confirmation: PendingConfirmation, credentials: LoginInput) => void;
}) {
  const { t } = useTranslation();
  const createSession = useCreateSession();
  const sendCode = useSendSignInCode();
  const [throttled, setThrottled] = useState(false);
  /** The uuid of the code sent, once it was. */
  const [codeId, setCodeId] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    getValues,
    resetField,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { username: '', password: '', code: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async ({ code, ...values }) => {
    if (codeId && !code) {
      setError('code', { type: 'required', message: MESSAGES.required }, { shouldFocus: true });
      return;
    }
    try {
      await createSession.mutateAsync(codeId ? { ...values, uuid: codeId, code } : values);
      onSuccess();
    } catch (error) {
      const failure = normalizeApiError(error);
      const confirmation = pendingConfirmationOf(failure);
      if (confirmation && onNotConfirmed) onNotConfirmed(confirmation, values);
      else if (failure.status === 429 && !codeId) setThrottled(true);
      else if (failure.status === 404 && codeId)
        setError('code', { type: 'server', message: MESSAGES.incorrectCode }, { shouldFocus: true });
      else {
        // A used, expired or exhausted code: back to asking for a new one.
        if (failure.status === 410) setCodeId(null);
        applyServerErrors(failure, setError, {
          fields: { username: 'username', password: 'password', code: 'code' },
          onFormError: toastError,
        });
      }
    }
  });

  const requestCode = async () => {
    if (!(await trigger('username'))) return;
    try {
      const { uuid } = await sendCode.mutateAsync({ username: getValues('username') });
      resetField('code');
      setCodeId(uuid);
    } catch (error) {
      toastError(error);
    }
  };

  const message = (field: keyof LoginFormValues) => {
    const text = errors[field]?.message;
    return text ? translateServerMessage(text, t) : undefined;
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <Field label={t('auth.login.username')} error={message('username')} required>
        {(control) => (
          <Input
            {...control}
            {...register('username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </Field>
      <Field
        label={t('auth.login.password')}
        error={message('password')}
        required
        aside={
          <Link to="/auth/forgot-password" className="text-sm font-semibold text-brand-700 hover:underline">
            {t('auth.login.forgotPassword')}
          </Link>
        }
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...register('password')}
            autoComplete="current-password"
            toggleLabel={t('auth.login.showPassword')}
          />
        )}
      </Field>
      {throttled && !codeId && (
        <div
          role="alert"
          className="rounded-xl border border-danger-600/30 bg-danger-50 p-4 text-sm text-danger-700"
        >
          <p className="font-medium">{t('auth.login.throttled')}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => void requestCode()}
            loading={sendCode.isPending}
          >
            {t('auth.login.sendCode')}
          </Button>
        </div>
      )}
      {codeId && (
        <>
          <p role="status" className="text-sm text-ink-muted">
            {t('auth.login.codeSent')}
          </p>
          <Field
            label={t('auth.login.code')}
            error={message('code')}
            hint={t('auth.login.codeHint')}
            required
          >
            {(control) => <CodeInput {...control} {...register('code')} />}
          </Field>
        </>
      )}
      <Button type="submit" size="lg" block loading={createSession.isPending}>
        {t('auth.login.submit')}
      </Button>
      <p className="text-center text-sm text-ink-muted">
        {t('auth.login.noAccount')}{' '}
        <Link to="/auth/register" className="font-semibold text-brand-700 hover:underline">
          {t('auth.login.register')}
        </Link>
      </p>
    </form>
  );
}
