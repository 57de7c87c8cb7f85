import { DELIVERY_METHODS, PERIODS, PRICE_VARIANTS, type OfferType } from '@marketplace/contract';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '#web/shared/ui/checkbox.tsx';
import { Field } from '#web/shared/ui/field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { Select } from '#web/shared/ui/select.tsx';
import type { OfferFormPath, OfferFormValues } from '../lib/form-values.ts';
import { AmountInput } from './amount-input.tsx';
import { ChoiceCard, ChoiceGroup } from './form-section.tsx';
import { YouReceive } from './you-receive.tsx';

export interface TypeFieldsProps {
  form: UseFormReturn<OfferFormValues>;
  errorOf: (path: OfferFormPath) => string | undefined;
}

const radioClass = 'size-4 accent-brand-700';

function QuantityField({ form, errorOf, hint }: TypeFieldsProps & { hint: string }) {
  const { t } = useTranslation();
  return (
    <Field label={t('offerForm.fields.quantity')} error={errorOf('quantity')} hint={hint} required>
      {(control) => (
        <Input
          {...control}
          {...form.register('quantity')}
          inputMode="numeric"
          autoComplete="off"
          className="tabular-nums"
        />
      )}
    </Field>
  );
}

/**
 * Product: price (or free) with the commission and what the seller receives of it, quantity,
 * delivery by courier (with its price) or pickup.
 */
export function ProductFields({ form, errorOf }: TypeFieldsProps) {
  const { t } = useTranslation();
  const [free, deliveryMethod] = useWatch({ control: form.control, name: ['free', 'deliveryMethod'] });
  const revalidate = form.formState.isSubmitted;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-3">
          <Field label={t('offerForm.fields.price')} error={errorOf('price')} required>
            {(control) => <AmountInput {...control} {...form.register('price')} disabled={free} />}
          </Field>
          {!free && <YouReceive control={form.control} />}
          <Checkbox
            label={t('offerForm.fields.free')}
            {...form.register('free', {
              // 'Free' sets the amount to 0 (spec 000 section 4); unticking leaves it to be typed.
              onChange: (event: { target: { checked: boolean } }) =>
                form.setValue('price', event.target.checked ? '0' : '', { shouldValidate: revalidate }),
            })}
          />
        </div>
        <QuantityField form={form} errorOf={errorOf} hint={t('offerForm.fields.quantityHint')} />
      </div>
      {/* The lowest price buyers may propose (decision 101): optional, private; a free product takes no proposals. */}
      {!free && (
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label={t('offerForm.fields.proposalFloor')}
            error={errorOf('proposalFloor')}
            hint={t('offerForm.fields.proposalFloorHint')}
          >
            {(control) => <AmountInput {...control} {...form.register('proposalFloor')} />}
          </Field>
        </div>
      )}
      <ChoiceGroup legend={t('offerForm.fields.delivery')} error={errorOf('deliveryMethod')} required>
        {DELIVERY_METHODS.map((method) => (
          <ChoiceCard
            key={method}
            label={t(`offerForm.delivery.${method}`)}
            hint={t(`offerForm.delivery.${method}Hint`)}
            input={
              <input
                type="radio"
                value={method}
                className={radioClass}
                {...form.register('deliveryMethod', {
                  // Pickup costs nothing: its price is cleared (spec 000 section 4).
                  onChange: () => {
                    if (method === 'pickup') form.setValue('deliveryPrice', '');
                  },
                })}
              />
            }
          />
        ))}
      </ChoiceGroup>
      {deliveryMethod === 'courier' && (
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t('offerForm.fields.deliveryPrice')} error={errorOf('deliveryPrice')} required>
            {(control) => <AmountInput {...control} {...form.register('deliveryPrice')} />}
          </Field>
        </div>
      )}
    </>
  );
}

/** Real estate: price and quantity, no delivery. */
export function RealEstateFields({ form, errorOf }: TypeFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label={t('offerForm.fields.price')} error={errorOf('price')} required>
        {(control) => <AmountInput {...control} {...form.register('price')} />}
      </Field>
      <QuantityField form={form} errorOf={errorOf} hint={t('offerForm.fields.unitsHint')} />
    </div>
  );
}

/** The fixed/range choice, the amount(s) and the period, for a service price or a salary. */
function RangeFields({ form, errorOf, kind }: TypeFieldsProps & { kind: 'price' | 'salary' }) {
  const { t } = useTranslation();
  const variant = useWatch({ control: form.control, name: 'priceVariant' });
  const from = kind === 'price' ? 'priceFrom' : 'salaryFrom';
  const to = kind === 'price' ? 'priceTo' : 'salaryTo';
  return (
    <>
      <ChoiceGroup legend={t(`offerForm.${kind}.variant`)}>
        {PRICE_VARIANTS.map((option) => (
          <ChoiceCard
            key={option}
            label={t(`offerForm.${kind}.${option}`)}
            input={
              <input type="radio" value={option} className={radioClass} {...form.register('priceVariant')} />
            }
          />
        ))}
      </ChoiceGroup>
      <div className="grid gap-5 sm:grid-cols-3">
        <Field
          label={t(variant === 'range' ? `offerForm.${kind}.from` : `offerForm.${kind}.amount`)}
          error={errorOf(from)}
          required
        >
          {(control) => <AmountInput {...control} {...form.register(from)} />}
        </Field>
        {variant === 'range' && (
          <Field label={t(`offerForm.${kind}.to`)} error={errorOf(to)} required>
            {(control) => <AmountInput {...control} {...form.register(to)} />}
          </Field>
        )}
        <Field label={t('offerForm.fields.period')} error={errorOf('period')} required>
          {(control) => (
            <Select
              {...control}
              {...form.register('period')}
              placeholder={t('offerForm.fields.choosePeriod')}
              options={PERIODS.map((period) => ({ value: period, label: t(`offerForm.periods.${period}`) }))}
            />
          )}
        </Field>
      </div>
    </>
  );
}

/** Service: a fixed price or a range, per period (hourly by default). */
export function ServiceFields(props: TypeFieldsProps) {
  return <RangeFields {...props} kind="price" />;
}

/** Job: whether the salary is shown, then its amount or range and period. */
export function JobFields({ form, errorOf }: TypeFieldsProps) {
  const { t } = useTranslation();
  const showSalary = useWatch({ control: form.control, name: 'showSalary' });
  return (
    <>
      <Checkbox
        label={t('offerForm.salary.show')}
        description={t('offerForm.salary.showHint')}
        error={errorOf('showSalary')}
        {...form.register('showSalary')}
      />
      {showSalary && <RangeFields form={form} errorOf={errorOf} kind="salary" />}
    </>
  );
}

/** The section title of a type's money fields. */
export function moneySectionKey(type: OfferType): 'priceAndDelivery' | 'price' | 'salary' {
  if (type === 'product') return 'priceAndDelivery';
  return type === 'job_offer' ? 'salary' : 'price';
}
