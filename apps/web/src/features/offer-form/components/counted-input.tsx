import { useId, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#web/shared/ui/cn.ts';
import { Input } from '#web/shared/ui/input.tsx';

/** A one-line text input with a live "count / max" counter (spec 000 section 5). */
export function CountedInput({
  maxLength,
  length,
  ...props
}: ComponentProps<'input'> & { maxLength: number; length: number }) {
  const { t } = useTranslation();
  const counterId = useId();
  const describedBy = [props['aria-describedby'], counterId].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <Input {...props} maxLength={maxLength} aria-describedby={describedBy} />
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
    </div>
  );
}
