import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressFieldset } from '#web/shared/ui/address-fieldset.tsx';
import { Checkbox } from '#web/shared/ui/checkbox.tsx';
import type { OfferFormPath, OfferFormValues } from '../lib/form-values.ts';

/**
 * Where the offer is: the shared address fieldset, with the choice to hide the location. The
 * coordinates are looked up from the address on submit.
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
  const hidden = useWatch({ control: form.control, name: 'hideLocation' });
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
