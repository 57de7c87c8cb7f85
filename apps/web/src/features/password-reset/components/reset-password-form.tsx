import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, z } from '@marketplace/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { toast, toastError } from '#web/shared/lib/toast.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Field } from '#web/shared/ui/field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { useResetPassword } from '../api/reset-password.ts';
import type { ResetLink } from '../lib/reset-link.ts';

/** spec 000 section 5, "Reset": both required; the second must equal the first. */
const ResetPasswordFormSchema = z
  .object({ first: z.string().min(1, MESSAGES.required), second: z.string().min(1, MESSAGES.required) })
  .superRefine((values, ctx) => {
    if (values.first && values.second && values.first !== values.second) {
      ctx.addIssue({ code: 'custom', path: ['second'], message: MESSAGES.passwordsMustMatch });
    }
  });
type ResetPasswordFormValues = z.infer<typeof ResetPasswordFormSchema>;

export function ResetPasswordForm({
  link,
  onReset,
  onInvalidLink,
}: {
  link: ResetLink;
  onReset: () => void;
  onInvalidLink: () => void;
}) {
  const { t } = useTranslation();
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { first: '', second: '' },
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async (newPassword) => {
    try {
      await resetPassword.mutateAsync({ link, newPassword });
      onReset();
    } catch (error) {
      // The server may report on first or second; the first one found is shown (spec 000 section 5).
      // A field error is the whole answer; a bad link sends the visitor to ask for a new one.
      applyServerErrors(error, setError, {
        fields: { 'newPassword.first': 'first', 'newPassword.second': 'first' },
        shouldFocus: true,
        onFormError: (apiError, fieldError) => {
          if (fieldError !== undefined) return;
          if (apiError.message === MESSAGES.invalidLink) {
            toast.error(translateServerMessage(MESSAGES.invalidLink, t));
            onInvalidLink();
          } else {
            toastError(apiError);
          }
        },
      });
    }
  });

  const message = (field: 'first' | 'second') => {
    const text = errors[field]?.message;
    return text ? translateServerMessage(text, t) : undefined;
  };
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <Field label={t('passwordReset.reset.first')} error={message('first')} required>
        {(control) => (
          <Input {...control} {...register('first')} type="password" autoComplete="new-password" />
        )}
      </Field>
      <Field label={t('passwordReset.reset.second')} error={message('second')} required>
        {(control) => (
          <Input {...control} {...register('second')} type="password" autoComplete="new-password" />
        )}
      </Field>
      <Button type="submit" size="lg" block loading={resetPassword.isPending}>
        {t('passwordReset.reset.submit')}
      </Button>
    </form>
  );
}
