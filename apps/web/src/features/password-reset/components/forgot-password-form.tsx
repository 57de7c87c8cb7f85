import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, normalisePhone, z } from '@marketplace/contract';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProofOfWork } from '#web/shared/lib/proof-of-work.ts';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { useRegion, useRegionSettings } from '#web/shared/lib/region-context.tsx';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { toastError } from '#web/shared/lib/toast.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Field } from '#web/shared/ui/field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { RobotCheckStatus } from '#web/shared/ui/robot-check-status.tsx';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';

/** spec 000 section 5, "Forgot password": a valid email or a phone is required. */
const ForgotPasswordFormSchema = z
  .object({ email: z.string().trim(), phone: z.string().trim() })
  .superRefine((values, ctx) => {
    if (!values.email && !values.phone) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: MESSAGES.required });
    } else if (values.email && !z.email().safeParse(values.email).success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: MESSAGES.invalidEmail });
    }
  });
type ForgotPasswordFormValues = z.infer<typeof ForgotPasswordFormSchema>;

export function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const region = useRegion();
  const { phonePrefix } = useRegionSettings();
  const proofOfWork = useProofOfWork();
  const request = useRequestPasswordReset(proofOfWork.guard);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(ForgotPasswordFormSchema),
    defaultValues: { email: '', phone: '' },
    reValidateMode: 'onChange',
  });
  const email = useWatch({ control, name: 'email' });
  const phone = useWatch({ control, name: 'phone' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await request.mutateAsync(
        values.email ? { email: values.email } : { phone: normalisePhone(values.phone, region) },
      );
      onSent();
    } catch (error) {
      applyServerErrors(error, setError, {
        fields: { email: 'email', phone: 'phone' },
        onFormError: toastError,
      });
    }
  });

  const message = (field: 'email' | 'phone') => {
    const text = errors[field]?.message;
    return text ? translateServerMessage(text, t) : undefined;
  };
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <Field label={t('passwordReset.request.email')} error={message('email')}>
        {(control) => (
          <Input
            {...control}
            {...register('email')}
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            disabled={phone.trim() !== ''}
          />
        )}
      </Field>
      <div className="flex items-center gap-3 text-xs font-semibold tracking-wide text-ink-muted uppercase">
        <span className="h-px flex-1 bg-line" aria-hidden="true" />
        {t('passwordReset.request.or')}
        <span className="h-px flex-1 bg-line" aria-hidden="true" />
      </div>
      <Field
        label={t('passwordReset.request.phone')}
        error={message('phone')}
        hint={t('passwordReset.request.phoneHint', { prefix: phonePrefix })}
      >
        {(control) => (
          <Input
            {...control}
            {...register('phone')}
            type="tel"
            autoComplete="tel"
            disabled={email.trim() !== ''}
          />
        )}
      </Field>
      <Button type="submit" size="lg" block loading={request.isPending}>
        {t('passwordReset.request.submit')}
      </Button>
      <RobotCheckStatus checking={proofOfWork.checking} />
    </form>
  );
}
