import { useId, useState, type ChangeEvent, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn.ts';
import { controlClasses } from './input.tsx';

export interface TextAreaProps extends ComponentProps<'textarea'> {
  /** Shows a "count / max" counter and limits the length (spec 000 section 5). */
  maxLength?: number;
}

function lengthOf(value: unknown): number {
  return typeof value === 'string' ? value.length : 0;
}

/** A multi-line input with a live length counter when it has a maximum length. */
export function TextArea({
  className,
  maxLength,
  onChange,
  value,
  defaultValue,
  rows = 5,
  ...props
}: TextAreaProps) {
  const { t } = useTranslation();
  const counterId = useId();
  const [typed, setTyped] = useState(() => lengthOf(value ?? defaultValue));
  const length = value !== undefined ? lengthOf(value) : typed;
  const describedBy =
    [props['aria-describedby'], maxLength ? counterId : null].filter(Boolean).join(' ') || undefined;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTyped(event.target.value.length);
    onChange?.(event);
  };

  return (
    <div className="flex flex-col gap-1">
      <textarea
        className={cn(controlClasses, 'min-h-24 resize-y py-2.5 sm:text-sm', className)}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        rows={rows}
        onChange={handleChange}
        {...props}
        aria-describedby={describedBy}
      />
      {maxLength !== undefined && (
        <p
          id={counterId}
          className={cn(
            'self-end text-xs tabular-nums',
            length >= maxLength ? 'text-danger-700' : 'text-ink-subtle',
          )}
        >
          <span aria-hidden="true">{t('form.counter', { count: length, max: maxLength })}</span>
          <span className="sr-only">{t('form.counterLabel', { used: length, count: maxLength })}</span>
        </p>
      )}
    </div>
  );
}
