import { REVIEW_RATE_MAX } from '@marketplace/contract';
import { useId, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#web/shared/ui/cn.ts';

const STAR = 'M12 3.2l2.7 5.5 6 .9-4.4 4.2 1 6-5.3-2.8-5.3 2.8 1-6L3.3 9.6l6-.9L12 3.2z';
const VALUES = Array.from({ length: REVIEW_RATE_MAX }, (_, index) => index + 1);

/**
 * The rate as five star radio buttons (one group, arrow keys move between them): each radio is
 * named by its star count, the stars up to the picked (or hovered) one are filled. `radio` gives
 * each input its react-hook-form registration.
 */
export function RateInput({
  label,
  value,
  error,
  radio,
}: {
  label: string;
  value: number | undefined;
  error: string | undefined;
  radio: Omit<ComponentProps<'input'>, 'type' | 'value'>;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">
        {label}
        <span className="text-danger-700" aria-hidden="true">
          {' '}
          *
        </span>
        <span className="sr-only"> ({t('form.required')})</span>
      </legend>
      <div className="flex gap-1" onMouseLeave={() => setHovered(null)}>
        {VALUES.map((rate) => (
          <label key={rate} className="cursor-pointer" onMouseEnter={() => setHovered(rate)}>
            <input
              type="radio"
              value={rate}
              className="peer sr-only"
              aria-invalid={error ? true : undefined}
              {...radio}
            />
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className={cn(
                'size-10 rounded-lg p-0.5 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-brand-600',
                rate <= shown ? 'text-accent-400' : 'text-line-strong',
              )}
              fill="currentColor"
            >
              <path d={STAR} />
            </svg>
            <span className="sr-only">{t('reviews.form.stars', { count: rate })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
