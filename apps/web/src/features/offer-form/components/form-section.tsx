import { useId, type ReactNode } from 'react';
import { Card } from '#web/shared/ui/card.tsx';

/**
 * A card of the offer form: on large screens its title and explanation sit in a narrow left
 * column beside the fields; on small ones they stack.
 */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card className="p-5 sm:p-6 lg:p-8">
      <section
        aria-labelledby={id}
        className="grid gap-5 lg:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] lg:gap-10"
      >
        <header className="flex flex-col gap-1">
          <h2 id={id} className="text-lg font-bold tracking-tight">
            {title}
          </h2>
          {description && <p className="text-sm text-ink-muted">{description}</p>}
        </header>
        <div className="flex min-w-0 flex-col gap-5">{children}</div>
      </section>
    </Card>
  );
}

/** A group of choices shown as selectable cards (radio buttons), with a legend and an error. */
export function ChoiceGroup({
  legend,
  error,
  required,
  children,
}: {
  legend: string;
  error?: string | undefined;
  required?: boolean;
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold text-ink">
        {legend}
        {required && (
          <span className="text-danger-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">{children}</div>
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
    </fieldset>
  );
}

/** One choice of a ChoiceGroup: a radio input inside a card-like label. */
export function ChoiceCard({
  label,
  hint,
  input,
}: {
  label: string;
  hint?: string;
  /** The radio input (registered with the form). */
  input: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-line-strong bg-surface px-4 py-3 transition-colors hover:border-brand-600 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600">
      <span className="mt-0.5 flex">{input}</span>
      <span className="flex flex-col">
        <span className="text-sm font-semibold text-ink">{label}</span>
        {hint && <span className="text-xs text-ink-muted">{hint}</span>}
      </span>
    </label>
  );
}
