import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatExpiry, groupCardNumber } from '../lib/card-input.ts';
import { cn } from './cn.ts';
import { Field } from './field.tsx';
import { Input } from './input.tsx';

export const CARD_FIELDS = ['holder', 'number', 'expiry', 'cvc'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

export interface CardFieldsProps {
  /** Each field's react-hook-form registration. */
  register: (field: CardField) => UseFormRegisterReturn;
  /** Each field's error message, ready to show (translated). */
  errorOf: (field: CardField) => string | undefined;
  /** Each field's label and the expiry's placeholder (MM/YY): each form keeps its own texts. */
  labels: Record<CardField, string> & { expiryPlaceholder: string };
  disabled?: boolean;
  className?: string;
}

/** A registration whose input is reformatted as it is typed (card number in groups, expiry with a slash). */
function formatted(
  registration: UseFormRegisterReturn,
  format: (raw: string) => string,
): UseFormRegisterReturn {
  return {
    ...registration,
    onChange: (event: { target: HTMLInputElement; type?: unknown }) => {
      event.target.value = format(event.target.value);
      return registration.onChange(event);
    },
  };
}

/**
 * A card typed in for the sandbox card processor (checkout and the add-card dialog): the holder,
 * the number, the expiry (MM/YY) and the CVC, with the browser's card autofill names.
 */
export function CardFields({ register, errorOf, labels, disabled, className }: CardFieldsProps) {
  return (
    <div className={cn('flex flex-col gap-5', className)}>
      <Field label={labels.holder} error={errorOf('holder')} required>
        {(control) => (
          <Input {...control} {...register('holder')} autoComplete="cc-name" disabled={disabled} />
        )}
      </Field>
      <Field label={labels.number} error={errorOf('number')} required>
        {(control) => (
          <Input
            {...control}
            {...formatted(register('number'), groupCardNumber)}
            autoComplete="cc-number"
            inputMode="numeric"
            className="font-mono tracking-wide"
            disabled={disabled}
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-5">
        <Field label={labels.expiry} error={errorOf('expiry')} required>
          {(control) => (
            <Input
              {...control}
              {...formatted(register('expiry'), formatExpiry)}
              autoComplete="cc-exp"
              inputMode="numeric"
              placeholder={labels.expiryPlaceholder}
              disabled={disabled}
            />
          )}
        </Field>
        <Field label={labels.cvc} error={errorOf('cvc')} required>
          {(control) => (
            <Input
              {...control}
              {...register('cvc')}
              autoComplete="cc-csc"
              inputMode="numeric"
              maxLength={4}
              disabled={disabled}
            />
          )}
        </Field>
      </div>
    </div>
  );
}
