import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn.ts';

/** The props a control inside <Field> must spread to be labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** The message shown under the control; marks the control invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  /** Text shown at the end of the label row (e.g. a link). */
  aside?: ReactNode;
  id?: string;
  className?: string;
  /** Extra ids to describe the control with (a length counter). */
  describedBy?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A label, a control and its messages, tied together: the label's htmlFor names the control,
 * the hint and error are read through aria-describedby, and aria-invalid marks a bad value.
 */
export function Field({
  label,
  error,
  hint,
  required,
  aside,
  id,
  className,
  describedBy,
  children,
}: FieldProps) {
  const { t } = useTranslation();
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const ids = [hint ? hintId : null, error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={controlId} className="text-sm font-semibold text-ink">
          {label}
          {required && (
            <span className="text-danger-700" aria-hidden="true">
              {' '}
              *
            </span>
          )}
          {required && <span className="sr-only"> ({t('form.required')})</span>}
        </label>
        {aside}
      </div>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': ids || undefined,
        'aria-required': required ? true : undefined,
      })}
      {hint && !error && (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-danger-700">
          <svg className="mt-0.5 size-4 shrink-0" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
            <path
              fillRule="evenodd"
              d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-.75-11.5a.75.75 0 0 1 1.5 0v4a.75.75 0 0 1-1.5 0v-4ZM10 14.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
            />
          </svg>
          {error}
        </p>
      )}
    </div>
  );
}
