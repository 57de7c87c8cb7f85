import type { CommissionRateDto } from '@marketplace/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AdminForm, AdminFormButtons, fieldError } from '#web/shared/admin/admin-form.tsx';
import { AdminLoadState } from '#web/shared/admin/admin-page.tsx';
import { formatAmount, formatNumber } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { toast } from '#web/shared/lib/toast.ts';
import { Field } from '#web/shared/ui/field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { useAdminCommission, useUpdateCommission } from '../api/commission.ts';
import {
  commissionInputOf,
  hundredthsText,
  PERCENT_MAX,
  type CommissionValues,
} from '../lib/commission-input.ts';

/** The edition's commission: a percentage of each sold product's value, and a minimum. */
export function CommissionSection() {
  const commission = useAdminCommission();
  if (!commission.data)
    return <AdminLoadState failed={commission.isError} onRetry={() => void commission.refetch()} />;
  // A saved rate starts the form again from what the server keeps.
  return <CommissionForm key={JSON.stringify(commission.data)} rate={commission.data} />;
}

function CommissionForm({ rate }: { rate: CommissionRateDto }) {
  const { t } = useTranslation('admin');
  const region = useRegion();
  const save = useUpdateCommission();
  const form = useForm<CommissionValues>({
    defaultValues: {
      percent: hundredthsText(rate.basisPoints, region),
      minimum: hundredthsText(rate.minimum, region),
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const checked = commissionInputOf(values);
    if (!checked.ok) {
      Object.entries(checked.errors).forEach(([field, message], index) =>
        form.setError(
          field as keyof CommissionValues,
          {
            message: t(`finance.commission.errors.${message}`, {
              top: formatNumber(PERCENT_MAX, region),
              example: hundredthsText(250, region),
            }),
          },
          { shouldFocus: index === 0 },
        ),
      );
      return;
    }
    try {
      await save.mutateAsync(checked.input);
      toast.success(t('finance.commission.saved'));
    } catch (error) {
      applyServerErrors(error, form.setError, {
        fields: { basisPoints: 'percent', minimum: 'minimum' },
        shouldFocus: true,
      });
    }
  });
  return (
    <AdminForm id="finance-commission" title={t('finance.commission.title')} onSubmit={submit}>
      <p className="text-sm text-ink-muted" data-testid="commission-now">
        {t('finance.commission.now', {
          percent: formatNumber(rate.basisPoints / 100, region),
          minimum: formatAmount(rate.minimum, region),
        })}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('finance.commission.percent')}
          required
          error={fieldError(errors.percent?.message)}
          hint={t('finance.commission.percentHint', { top: formatNumber(PERCENT_MAX, region) })}
        >
          {(control) => (
            <div className="relative">
              <Input {...control} {...form.register('percent')} inputMode="decimal" className="pr-10" />
              <span
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 right-3.5 -translate-y-1/2 text-sm font-semibold text-ink-muted"
              >
                %
              </span>
            </div>
          )}
        </Field>
        <Field
          label={t('finance.commission.minimum', { currency: rate.currency })}
          required
          error={fieldError(errors.minimum?.message)}
          hint={t('finance.commission.minimumHint')}
        >
          {(control) => <Input {...control} {...form.register('minimum')} inputMode="decimal" />}
        </Field>
      </div>
      <AdminFormButtons pending={save.isPending} />
    </AdminForm>
  );
}
