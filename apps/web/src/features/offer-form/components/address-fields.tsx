import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRegionSettings } from '#web/shared/lib/region-context.tsx';
import { Checkbox } from '#web/shared/ui/checkbox.tsx';
import { Field } from '#web/shared/ui/field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { Select } from '#web/shared/ui/select.tsx';
import type { OfferAddressValues, OfferFormPath, OfferFormValues } from '../lib/form-values.ts';

/**
 * Where the offer is: street, apartment, city, the edition's state list and post code, with the
 * choice to hide the location. The coordinates are looked up from the address on submit.
 */
export function AddressFields({
  form,
  errorOf,
  onAddressChange,
}: {
  form: UseFormReturn<OfferFormValues>;
  errorOf: (path: OfferFormPath) => string | undefined;
  /** Called when a part of the address changes (an earlier "not found" no longer applies). */
  onAddressChange: () => void;
}) {
  const { t } = useTranslation();
  const { states } = useRegionSettings();
  const hidden = useWatch({ control: form.control, name: 'hideLocation' });
  const notFound = errorOf('address.geoCoordinate');

  const text = (
    field: Exclude<keyof OfferAddressValues, 'state'>,
    options: { required?: boolean; autoComplete: string; className?: string },
  ) => (
    <Field
      label={t(`offerForm.address.${field}`)}
      error={errorOf(`address.${field}`)}
      required={options.required ?? true}
      className={options.className}
    >
      {(control) => (
        <Input
          {...control}
          {...form.register(`address.${field}`, { onChange: onAddressChange })}
          autoComplete={options.autoComplete}
        />
      )}
    </Field>
  );

  return (
    <>
      <Checkbox
        label={t('offerForm.address.hide')}
        description={t('offerForm.address.hideHint')}
        {...form.register('hideLocation', { onChange: onAddressChange })}
      />
      {!hidden && (
        <>
          {notFound && (
            <p
              role="alert"
              className="rounded-xl border border-danger-700/30 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700"
            >
              {notFound}
            </p>
          )}
          <div className="grid gap-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            {text('street', { autoComplete: 'address-line1' })}
            {text('apartmentNumber', { required: false, autoComplete: 'address-line2' })}
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            {text('city', { autoComplete: 'address-level2' })}
            {text('postCode', { autoComplete: 'postal-code' })}
            <Field
              label={t('offerForm.address.state')}
              error={errorOf('address.state')}
              required
              className="sm:col-span-2"
            >
              {(control) => (
                <Select
                  {...control}
                  {...form.register('address.state', { onChange: onAddressChange })}
                  placeholder={t('offerForm.address.chooseState')}
                  options={states.map((state) => ({ value: state.code, label: state.name }))}
                  autoComplete="address-level1"
                />
              )}
            </Field>
          </div>
        </>
      )}
    </>
  );
}
