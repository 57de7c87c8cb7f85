import { useState, type ComponentProps } from 'react';
import { isPartialNumber, normaliseNumberInput, parseNumberInput } from '../lib/number-input.ts';
import { Input } from './input.tsx';

export interface NumberInputProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> {
  value: number | undefined;
  onValueChange: (value: number | undefined) => void;
}

const show = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * A decimal input (spec 000 section 5): whitespace is stripped and commas become dots as the user types;
 * anything that cannot become a non-negative number is refused. Reports the parsed number (or undefined).
 */
export function NumberInput({ value, onValueChange, ...props }: NumberInputProps) {
  const [text, setText] = useState(show(value));
  // Follow the value when it changes from outside (reset, back button) without rewriting what is typed.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    if (parseNumberInput(text) !== value) setText(show(value));
  }
  return (
    <Input
      inputMode="decimal"
      autoComplete="off"
      {...props}
      value={text}
      onChange={(event) => {
        const next = normaliseNumberInput(event.target.value);
        if (!isPartialNumber(next)) return;
        setText(next);
        const parsed = parseNumberInput(next);
        setShownValue(parsed);
        onValueChange(parsed);
      }}
    />
  );
}
