import type { UseFormRegisterReturn } from 'react-hook-form';
import { REGION_STATES } from '@marketplace/contract';
import { useRegion } from '../lib/region-context.tsx';
import { cn } from './cn.ts';
import { Field } from './field.tsx';
import { Input } from './input.tsx';
import { Select } from './select.tsx';

export const ADDRESS_FIELDS = ['street', 'apartmentNumber', 'city', 'postCode', 'state'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export interface AddressFieldsetProps {
  /**
   * Each field's react-hook-form registration, e.g. `(field) => register(\`address.${field}\`)`:
   * the form keeps its own paths and change handlers.
   */
  register: (field: AddressField) => UseFormRegisterReturn;
  /** Each field's error message, ready to show (translated). */
  errorOf: (field: AddressField) => string | undefined;
  /** Each field's label, and the state list's empty choice: each form keeps its own texts. */
  labels: Record<AddressField, string> & { chooseState: string };
  className?: string;
}

/**
 * A postal address (street, apartment, city, post code and the edition's state list), the same in
 * every form that asks for one: registration, account settings, the offer form and checkout.
 * The apartment is optional; a Polish post code brings up the numeric keyboard (the dash is added
 * when the form sends it); autocomplete names every part for the browser's address autofill.
 */
export function AddressFieldset({ register, errorOf, labels, className }: AddressFieldsetProps) {
  const region = useRegion();
  const states = REGION_STATES[region];

  const text = (
    field: Exclude<AddressField, 'state'>,
    autoComplete: string,
    props: { required?: boolean; inputMode?: 'numeric' | 'text' } = {},
  ) => (
    <Field label={labels[field]} error={errorOf(field)} required={props.required ?? true}>
      {(control) => (
        <Input {...control} {...register(field)} autoComplete={autoComplete} inputMode={props.inputMode} />
      )}
    </Field>
  );

  return (
    <div className={cn('flex flex-col gap-5', className)}>
      <div className="grid gap-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        {text('street', 'address-line1')}
        {text('apartmentNumber', 'address-line2', { required: false })}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {text('city', 'address-level2')}
        {text('postCode', 'postal-code', { inputMode: region === 'pl' ? 'numeric' : 'text' })}
        <Field label={labels.state} error={errorOf('state')} required className="sm:col-span-2">
          {(control) => (
            <Select
              {...control}
              {...register('state')}
              placeholder={labels.chooseState}
              options={states.map((state) => ({ value: state.code, label: state.name }))}
              autoComplete="address-level1"
            />
          )}
        </Field>
      </div>
    </div>
  );
}
