import { zodResolver } from '@hookform/resolvers/zod';
import {
  DeleteAccountInputSchema,
  MESSAGES,
  PAGE_PATHS,
  parseAccountDeletionBlocker,
  z,
  type AccountDeletionBlocker,
} from '@marketplace/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { normalizeApiError } from '#web/shared/lib/api-error.ts';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Checkbox } from '#web/shared/ui/checkbox.tsx';
import { Field } from '#web/shared/ui/field.tsx';
import { PasswordInput } from '#web/shared/ui/password-input.tsx';
import { useDeleteAccount } from '../api/delete-account.ts';

/** The contract's payload, and a confirmation the server does not need. */
const DeleteAccountFormSchema = DeleteAccountInputSchema.extend({
  confirmed: z.boolean().refine((value) => value, MESSAGES.required),
});
type DeleteAccountFormValues = z.infer<typeof DeleteAccountFormSchema>;

/** The server's refusal: its message, and each open order or dispute it names. */
interface Refusal {
  message: string;
  blockers: AccountDeletionBlocker[];
  /** Lines the web does not know, shown as they came. */
  others: string[];
}

function orderPath(blocker: AccountDeletionBlocker): string | undefined {
  if (blocker.kind === 'purchase') return PAGE_PATHS.purchase.replace(':order', String(blocker.orderId));
  if (blocker.kind === 'sale') return PAGE_PATHS.soldOrder.replace(':order', String(blocker.orderId));
  if (blocker.kind === 'balance') return PAGE_PATHS.balance;
  return undefined;
}

/** The password, a confirmation, and the refusal naming what is still open. */
export function DeleteAccountForm({
  onCancel,
  onDeleted,
}: {
  onCancel: () => void;
  onDeleted: () => void | Promise<void>;
}) {
  const { t } = useTranslation();
  const remove = useDeleteAccount();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DeleteAccountFormValues>({
    resolver: zodResolver(DeleteAccountFormSchema),
    defaultValues: { password: '', confirmed: false },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setRefusal(null);
    try {
      await remove.mutateAsync({ password });
      await onDeleted();
    } catch (error) {
      const apiError = normalizeApiError(error);
      if (apiError.status === 409) {
        const lines = apiError.formErrors;
        const blockers = lines.map(parseAccountDeletionBlocker);
        setRefusal({
          message: apiError.message,
          blockers: blockers.filter((blocker) => blocker !== undefined),
          others: lines.filter((_, index) => blockers[index] === undefined),
        });
        return;
      }
      applyServerErrors(error, setError, { fields: { password: 'password' } });
    }
  });

  const passwordError = errors.password?.message;
  const confirmError = errors.confirmed?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <p className="text-sm text-ink-muted">{t('accountDeletion.modalIntro')}</p>
      {refusal && (
        <div role="alert" className="rounded-xl border border-danger-700/40 bg-danger-50 p-4 text-sm">
          <p className="font-semibold text-danger-700">{translateServerMessage(refusal.message, t)}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {refusal.blockers.map((blocker, index) => {
              const text = t(`accountDeletion.blocked.${blocker.kind}`, {
                orderId: 'orderId' in blocker ? blocker.orderId : '',
              });
              const path = orderPath(blocker);
              return (
                <li key={index}>
                  {path ? (
                    <Link to={path} className="font-medium text-brand-800 underline">
                      {text}
                    </Link>
                  ) : (
                    text
                  )}
                </li>
              );
            })}
            {refusal.others.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <Field
        label={t('accountDeletion.password')}
        error={passwordError ? translateServerMessage(passwordError, t) : undefined}
        required
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
      <Checkbox
        {...register('confirmed')}
        label={t('accountDeletion.confirm')}
        error={confirmError ? t('accountDeletion.confirmRequired') : undefined}
      />
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          {t('accountSettings.cancel')}
        </Button>
        <Button type="submit" variant="danger" loading={remove.isPending}>
          {t('accountDeletion.submit')}
        </Button>
      </div>
    </form>
  );
}
