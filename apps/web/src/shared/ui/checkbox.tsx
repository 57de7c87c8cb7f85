import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn.ts';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  error?: string | undefined;
  description?: ReactNode;
}

/** A checkbox with its own label, optional description and error (tied with aria-describedby). */
export function Checkbox({ label, error, description, className, id, ...props }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const descriptionId = `${inputId}-description`;
  const describedBy =
    [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex gap-3', className)}>
      <input
        id={inputId}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 rounded-md border-line-strong accent-brand-700"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props}
      />
      <div className="min-w-0 text-sm">
        <label htmlFor={inputId} className="font-medium text-ink">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="text-ink-muted">
            {description}
          </p>
        )}
        {error && (
          <p id={errorId} className="mt-1 font-medium text-danger-700">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
