import { zodResolver } from '@hookform/resolvers/zod';
import { updatePayoutInputSchema, type UserDto } from '@marketplace/contract';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { toast } from '#web/shared/lib/toast.ts';
import { Field } from '#web/shared/ui/field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { useUpdatePayout, type UpdatePayoutInput } from '../api/update-payout.ts';
import { FormActions } from './form-actions.tsx';

interface PayoutFormValues {
  holder: string;
  account: { iban: string; accountNumber: string; routingNumber: string };
}

/**
 * Bank account by edition (spec 001 section 5): IBAN in Poland ('PL' prepended when missing),
 * account and routing number in the US; the holder always. The stored number is masked, so the
 * form starts empty apart from the holder.
 */
export function PayoutForm({ user, onClose }: { user: UserDto; onClose: () => void }) {
  const { t } = useTranslation();
  const region = useRegion();
  const update = useUpdatePayout();
  const resolver = useMemo(
    // The edition picks one of two schemas; the form holds the fields of both.
    () =>
      zodResolver(updatePayoutInputSchema(region)) as unknown as Resolver<
        PayoutFormValues,
        unknown,
        UpdatePayoutInput
      >,
    [region],
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
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
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
      <FormActions onCancel={onClose} loading={update.isPending} />
    </form>
  );
}
