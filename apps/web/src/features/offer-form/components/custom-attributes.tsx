import type { CustomFormFieldDto } from '@marketplace/contract';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '#web/shared/ui/field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { Select } from '#web/shared/ui/select.tsx';
import type { OfferFormValues } from '../lib/form-values.ts';

/** The longest text an attribute holds (the contract's limit). */
const ATTRIBUTE_TEXT_MAX = 200;

/**
 * The chosen category's custom fields (spec 000 section 3): a list for fields with allowed
 * values, a number input for integer and number fields, a text input otherwise. Required marks
 * show what publishing needs.
 */
export function CustomAttributes({
  fields,
  register,
  errorOf,
}: {
  fields: readonly CustomFormFieldDto[];
  register: UseFormRegister<OfferFormValues>;
  errorOf: (path: `attributes.${string}`) => string | undefined;
}) {
  const { t } = useTranslation();
  if (fields.length === 0) return null;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {fields.map((field) => {
        const path = `attributes.${field.name}` as const;
        const label = field.unit
          ? t('offerForm.fields.attributeWithUnit', { title: field.title, unit: field.unit })
          : field.title;
        return (
          <Field key={field.name} label={label} error={errorOf(path)} required={field.required}>
            {(control) =>
              field.enum ? (
                <Select
                  {...control}
                  {...register(path)}
                  placeholder={t('offerForm.fields.chooseOption')}
                  options={field.enum.map((value) => ({ value, label: value }))}
                />
              ) : (
                <Input
                  {...control}
                  {...register(path)}
                  inputMode={
                    field.type === 'integer' ? 'numeric' : field.type === 'number' ? 'decimal' : undefined
                  }
                  maxLength={ATTRIBUTE_TEXT_MAX}
                  autoComplete="off"
                />
              )
            }
          </Field>
        );
      })}
    </div>
  );
}
