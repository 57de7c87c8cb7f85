import type { FeaturePrices } from '@marketplace/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AdminLoadState } from '#web/shared/admin/admin-page.tsx';
import { formatMoney } from '#web/shared/lib/format.ts';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { toast } from '#web/shared/lib/toast.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Field } from '#web/shared/ui/field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { useAdminFeaturePrices, useSetFeaturePrices } from '../api/content.ts';

const KEYS = ['priceForHighlight', 'priceForExtraImages', 'priceForPeriodExtension'] as const;
type Values = Record<(typeof KEYS)[number], string>;

/** Minor units from what the administrator typed ("4.99" or "4,99"); NaN when it is not a price. */
const minorUnits = (text: string): number => {
  const value = text.trim().replace(',', '.');
  return /^\d{1,7}(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : Number.NaN;
};

/** The paid extras' prices of the edition, in its currency. */
export function PricesTab() {
  const prices = useAdminFeaturePrices();
  if (!prices.data) return <AdminLoadState failed={prices.isError} onRetry={() => void prices.refetch()} />;
  return <PricesForm key={JSON.stringify(prices.data)} prices={prices.data} />;
}

function PricesForm({ prices }: { prices: FeaturePrices }) {
  const { t } = useTranslation('admin');
  const region = useRegion();
  const save = useSetFeaturePrices();
  const form = useForm<Values>({
    // Typed as the edition writes amounts: a decimal comma in the Polish edition.
    defaultValues: Object.fromEntries(
      KEYS.map((key) => {
        const amount = (prices[key] / 100).toFixed(2);
        return [key, region === 'pl' ? amount.replace('.', ',') : amount];
      }),
    ) as Values,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const input = Object.fromEntries(
      KEYS.map((key) => [key, minorUnits(values[key])]),
    ) as unknown as FeaturePrices;
    const bad = KEYS.filter((key) => Number.isNaN(input[key]) || input[key] < 1);
    if (bad.length > 0) {
      bad.forEach((key, index) =>
        form.setError(key, { message: t('content.prices.invalid') }, { shouldFocus: index === 0 }),
      );
      return;
    }
    try {
      await save.mutateAsync(input);
      toast.success(t('console.saved'));
    } catch (error) {
      applyServerErrors(error, form.setError, { shouldFocus: true });
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 rounded-xl bg-surface p-4 ring-1 ring-line"
      aria-labelledby="prices-title"
    >
      <h2 id="prices-title" className="text-lg font-bold">
        {t('content.prices.title')}
      </h2>
      <p className="text-sm text-ink-muted">{t('content.prices.hint')}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        {KEYS.map((key) => (
          <Field
            key={key}
            label={t(`content.prices.${key}`)}
            required
            error={errors[key]?.message ? translateServerMessage(errors[key].message) : undefined}
            hint={t('content.prices.now', { price: formatMoney(prices[key], region) })}
          >
            {(control) => <Input {...control} {...form.register(key)} inputMode="decimal" />}
          </Field>
        ))}
      </div>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t('console.save')}
        </Button>
      </div>
    </form>
  );
}
