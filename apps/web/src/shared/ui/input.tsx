import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

export const controlClasses =
  'block w-full rounded-xl border border-line-strong bg-surface px-3.5 text-base text-ink shadow-xs ' +
  'placeholder:text-ink-subtle transition-colors hover:border-ink-subtle ' +
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 ' +
  'disabled:cursor-not-allowed disabled:bg-canvas disabled:text-ink-subtle ' +
  'aria-invalid:border-danger-700 aria-invalid:focus-visible:outline-danger-700';

/** A text input; label it with <Field>. */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(controlClasses, 'h-11 sm:text-sm', className)} {...props} />;
}
