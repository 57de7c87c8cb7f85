import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressFieldset } from '#web/shared/ui/address-fieldset.tsx';
import { Checkbox } from '#web/shared/ui/checkbox.tsx';
import type { OfferFormPath, OfferFormValues } from '../lib/form-values.ts';

/**
 * Where the offer is: the shared address fieldset, with the choice to hide the location and, when
 * shown, whether others see the exact address or only the town and an area (decision 082). The
 * coordinates are looked up from the address on submit.
 */
export function AddressFields({
  form,
  errorOf,
  onAddressChange,
  defaultExact,
}: {
  form: UseFormReturn<OfferFormValues>;
  errorOf: (path: OfferFormPath) => string | undefined;
  /** Called when a part of the address changes (an earlier "not found" no longer applies). */
  onAddressChange: () => void;
  /** Whether the exact address shows until the seller chooses: companies and real estate. */
  defaultExact: boolean;
}) {
  const { t } = useTranslation();
  const hidden = useWatch({ control: form.control, name: 'hideLocation' });
  const chosenExact = useWatch({ control: form.control, name: 'showExactAddress' });
  const notFound = errorOf('address.geoCoordinate');

  return (
    <>
      <Checkbox
        label={t('offerForm.address.hide')}
        description={t('offerForm.address.hideHint')}
        {...form.register('hideLocation', { onChange: onAddressChange })}
      />
      {!hidden && (
        <>
          <Checkbox
            label={t('offerForm.address.exact')}
            description={t('offerForm.address.exactHint')}
            checked={chosenExact ?? defaultExact}
            onChange={(event) =>
              form.setValue('showExactAddress', event.target.checked, { shouldDirty: true })
            }
          />
          {notFound && (
            <p
              role="alert"
              className="rounded-xl border border-danger-700/30 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700"
            >
              {notFound}
            </p>
          )}
          <AddressFieldset
            register={(field) => form.register(`address.${field}`, { onChange: onAddressChange })}
            errorOf={(field) => errorOf(`address.${field}`)}
            labels={{
              street: t('offerForm.address.street'),
              apartmentNumber: t('offerForm.address.apartmentNumber'),
              city: t('offerForm.address.city'),
              postCode: t('offerForm.address.postCode'),
              state: t('offerForm.address.state'),
              chooseState: t('offerForm.address.chooseState'),
            }}
          />
        </>
      )}
    </>
  );
}
