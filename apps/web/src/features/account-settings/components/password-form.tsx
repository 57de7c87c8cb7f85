import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, PASSWORD_MAX_LENGTH, PasswordSchema, z } from '@marketplace/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { toast } from '#web/shared/lib/toast.ts';
import { Field } from '#web/shared/ui/field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { useUpdatePassword } from '../api/update-password.ts';
import { FormActions } from './form-actions.tsx';

/** spec 001 section 5, "Password change": all three required; the repeat must match. */
export const PasswordFormSchema = z
  .object({
    oldPassword: z.string().min(1, MESSAGES.required).max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong),
    newPassword: PasswordSchema,
    repeatNewPassword: z.string().min(1, MESSAGES.required),
  })
  .refine((values) => values.newPassword === values.repeatNewPassword, {
    path: ['repeatNewPassword'],
    message: MESSAGES.passwordsMustMatch,
  });
export type PasswordFormValues = z.infer<typeof PasswordFormSchema>;

const FIELDS = [
  ['oldPassword', 'current-password'],
  ['newPassword', 'new-password'],
  ['repeatNewPassword', 'new-password'],
] as const;

export function PasswordForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdatePassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PasswordFormValues>({
    resolver: zodResolver(PasswordFormSchema),
    defaultValues: { oldPassword: '', newPassword: '', repeatNewPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({
        oldPassword: values.oldPassword,
        newPassword: { first: values.newPassword, second: values.repeatNewPassword },
      });
      toast.success(t('accountSettings.password.success'));
      onClose();
    } catch (error) {
      // Errors for the new password may arrive on `first` or `second`; the first is shown.
      applyServerErrors(error, setError, {
        fields: {
          oldPassword: 'oldPassword',
          'newPassword.first': 'newPassword',
          'newPassword.second': 'newPassword',
          newPassword: 'newPassword',
        },
      });
    }
  });

  const labels = {
    oldPassword: t('accountSettings.password.old'),
    newPassword: t('accountSettings.password.new'),
    repeatNewPassword: t('accountSettings.password.repeat'),
  };
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {FIELDS.map(([name, autoComplete]) => {
        const message = errors[name]?.message;
        return (
          <Field
            key={name}
            label={labels[name]}
            error={message ? translateServerMessage(message, t) : undefined}
            required
          >
            {(control) => (
              <Input {...control} {...register(name)} type="password" autoComplete={autoComplete} />
            )}
          </Field>
        );
      })}
      <FormActions onCancel={onClose} loading={update.isPending} />
    </form>
  );
}
