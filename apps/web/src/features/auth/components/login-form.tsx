import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, z } from '@marketplace/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateServerMessage } from '#web/shared/lib/i18n.ts';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { toastError } from '#web/shared/lib/toast.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Field } from '#web/shared/ui/field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { PasswordInput } from '#web/shared/ui/password-input.tsx';
import { useCreateSession } from '../api/create-session.ts';

/** spec 000 section 5, "Login": username and password required. */
export const LoginFormSchema = z.object({
  username: z.string().trim().min(1, MESSAGES.required),
  password: z.string().min(1, MESSAGES.required),
});
export type LoginFormValues = z.infer<typeof LoginFormSchema>;

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const createSession = useCreateSession();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { username: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await createSession.mutateAsync(values);
      onSuccess();
    } catch (error) {
      applyServerErrors(error, setError, {
        fields: { username: 'username', password: 'password' },
        onFormError: toastError,
      });
    }
  });

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
