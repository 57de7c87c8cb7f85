import { REGION_SETTINGS } from '@marketplace/contract';
import type { ComponentProps } from 'react';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { cn } from '#web/shared/ui/cn.ts';
import { Input } from '#web/shared/ui/input.tsx';

/** The edition's currency sign as its locale writes it: `$`, `zł`. */
function currencySign(region: 'us' | 'pl'): string {
  const { locale, currency } = REGION_SETTINGS[region];
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/** An amount in major units with the edition's currency after it; typed as text (commas allowed). */
export function AmountInput({ className, ...props }: ComponentProps<'input'>) {
  const region = useRegion();
  return (
    <div className="relative">
      <Input
        {...props}
        inputMode="decimal"
        autoComplete="off"
        className={cn('pr-12 tabular-nums', className)}
      />
      <span
        className="pointer-events-none absolute top-1/2 right-3.5 -translate-y-1/2 text-sm font-semibold text-ink-muted"
        aria-hidden="true"
      >
        {currencySign(region)}
      </span>
    </div>
  );
}
