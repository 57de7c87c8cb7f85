import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, updatePayoutInputSchema, z, type Region, type UserDto } from '@marketplace/contract';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { toast } from '#web/shared/lib/toast.ts';
import { Field } from '#web/shared/ui/field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { PasswordInput } from '#web/shared/ui/password-input.tsx';
import { useUpdatePayout, type UpdatePayoutInput } from '../api/update-payout.ts';
import { FormActions } from './form-actions.tsx';

interface PayoutFormValues {
  holder: string;
  account: { iban: string; accountNumber: string; routingNumber: string };
  password: string;
}

/**
 * The contract's payload; replacing saved payout data (`replacing`) needs the account's password,
 * which the server checks (giving them the first time needs none, and the form then asks none).
 */
export function payoutFormSchema(region: Region, replacing: boolean) {
  const payload = updatePayoutInputSchema(region);
  if (!replacing) return payload;
  return z.intersection(
    payload,
    z.object({ password: z.string().min(1, MESSAGES.passwordRequiredToReplacePayout) }),
  );
}

/**
 * Bank account by edition (spec 001 section 5): IBAN in Poland ('PL' prepended when missing),
 * account and routing number in the US; the holder always. The stored number is masked, so the
 * form starts empty apart from the holder. Replacing a saved account asks for the password: the
 * server then holds payouts for 72 hours, which the settings page shows.
 */
export function PayoutForm({ user, onClose }: { user: UserDto; onClose: () => void }) {
  const { t } = useTranslation();
  const region = useRegion();
  const update = useUpdatePayout();
  const replacing = user.payout !== null;
  const resolver = useMemo(
    // The edition picks one of two schemas; the form holds the fields of both.
    () =>
      zodResolver(payoutFormSchema(region, replacing)) as unknown as Resolver<
        PayoutFormValues,
        unknown,
        UpdatePayoutInput
      >,
    [region, replacing],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PayoutFormValues, unknown, UpdatePayoutInput>({
    resolver,
    defaultValues: {
      holder: user.payout?.holder ?? '',
      account: { iban: '', accountNumber: '', routingNumber: user.payout?.account.routingNumber ?? '' },
      password: '',
    },
  });

  const onSubmit = handleSubmit(async ({ password, ...values }) => {
    try {
      await update.mutateAsync(replacing ? { ...values, password } : values);
      toast.success(t('accountSettings.payout.success'));
      onClose();
    } catch (error) {
      // spec 001 section 8: the first of account.iban, account.accountNumber, account.routingNumber.
      applyServerErrors(error, setError, {
        fields: {
          'account.iban': 'account.iban',
          'account.accountNumber': 'account.accountNumber',
          'account.routingNumber': 'account.routingNumber',
          holder: 'holder',
          password: 'password',
        },
      });
    }
  });

  const shown = (message: string | undefined) => (message ? translateServerMessage(message, t) : undefined);
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <Field label={t('accountSettings.payout.holder')} error={shown(errors.holder?.message)} required>
        {(control) => <Input {...control} {...register('holder')} autoComplete="name" />}
      </Field>
      {region === 'pl' ? (
        <Field
          label={t('accountSettings.payout.iban')}
          hint={t('accountSettings.payout.ibanHint')}
          error={shown(errors.account?.iban?.message)}
          required
        >
          {(control) => (
            <Input {...control} {...register('account.iban')} autoComplete="off" spellCheck={false} />
          )}
        </Field>
      ) : (
        <>
          <Field
            label={t('accountSettings.payout.accountNumber')}
            error={shown(errors.account?.accountNumber?.message)}
            required
          >
            {(control) => (
              <Input
                {...control}
                {...register('account.accountNumber')}
                autoComplete="off"
                inputMode="numeric"
              />
            )}
          </Field>
          <Field
            label={t('accountSettings.payout.routingNumber')}
            error={shown(errors.account?.routingNumber?.message)}
            required
          >
            {(control) => (
              <Input
                {...control}
                {...register('account.routingNumber')}
                autoComplete="off"
                inputMode="numeric"
              />
            )}
          </Field>
        </>
      )}
      {replacing && (
        <Field
          label={t('accountSettings.payout.password')}
          hint={t('accountSettings.payout.passwordHint')}
          error={shown(errors.password?.message)}
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
      )}
      <FormActions onCancel={onClose} loading={update.isPending} />
    </form>
  );
}
