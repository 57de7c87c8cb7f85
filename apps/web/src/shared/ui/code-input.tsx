import { SHORT_CODE_LENGTH } from '@marketplace/contract';
import type { ComponentProps } from 'react';
import { Input } from './input.tsx';

/** The field for a code we sent by e-mail or SMS (registration, sign-in); label it with <Field>. */
export function CodeInput(props: Omit<ComponentProps<'input'>, 'className'>) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={SHORT_CODE_LENGTH}
      className="max-w-48 text-center font-mono text-xl tracking-[0.4em] sm:text-xl"
      {...props}
    />
  );
}
