import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from '#web/shared/ui/icons.tsx';
import { clampQuantity, parseQuantityInput } from '#web/shared/lib/quantity.ts';

const stepButton =
  'inline-flex size-11 items-center justify-center text-ink hover:bg-ink/5 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * A −/input/+ counter bounded to 1..stock (0 without stock), with the pieces left below it: the
 * offer page's and the basket's quantity.
 */
export function QuantitySelector({
  label,
  value,
  stock,
  disabled = false,
  onChange,
}: {
  label: string;
  value: number;
  stock: number;
  disabled?: boolean;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
  }
  const commit = () => {
    const next = parseQuantityInput(draft, value, stock);
    setDraft(String(next));
    if (next !== value) onChange(next);
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="inline-flex items-center overflow-hidden rounded-full border border-line-strong bg-surface">
        <button
          type="button"
          className={stepButton}
          disabled={disabled || value <= 1}
          onClick={() => onChange(clampQuantity(value - 1, stock))}
        >
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <path d="M5 12h14" />
          </svg>
          <span className="sr-only">{t('offerDetail.quantity.decrease')}</span>
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={draft}
          disabled={disabled || stock <= 0}
          onChange={(event) => {
            if (/^\d*$/.test(event.target.value)) setDraft(event.target.value);
          }}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
          className="h-11 w-12 border-x border-line bg-transparent text-center text-base font-semibold tabular-nums focus-visible:outline-offset-[-3px]"
        />
        <button
          type="button"
          className={stepButton}
          disabled={disabled || value >= stock}
          onClick={() => onChange(clampQuantity(value + 1, stock))}
        >
          <PlusIcon className="size-5" />
          <span className="sr-only">{t('offerDetail.quantity.increase')}</span>
        </button>
      </div>
      <p className="text-sm text-ink-muted">
        {stock > 0
          ? t('offerDetail.quantity.available', { count: stock })
          : t('offerDetail.quantity.soldOut')}
      </p>
    </div>
  );
}
