import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#web/shared/ui/cn.ts';
import { MapPinIcon } from '#web/shared/ui/icons.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import type { GeolocationStatus } from '../hooks/use-geolocation.ts';

export interface LocationScopeProps {
  local: boolean;
  status: GeolocationStatus;
  onChange: (local: boolean) => void;
  className?: string;
}

/**
 * 'Everywhere' / 'Near me' (spec 000 "Search"). Choosing near me asks for the device's position; a
 * denial shows the spec's message under the control (spec 000 section 8).
 */
export function LocationScope({ local, status, onChange, className }: LocationScopeProps) {
  const { t } = useTranslation();
  const name = useId();
  const messageId = `${name}-message`;
  const options = [
    { value: false, label: t('search.scope.everywhere') },
    { value: true, label: t('search.scope.nearby') },
  ];
  const showMessage = status === 'denied' || status === 'pending';
  return (
    <fieldset
      className={cn('flex flex-col gap-2', className)}
      aria-describedby={showMessage ? messageId : undefined}
    >
      <legend className="mb-2 text-sm font-semibold text-ink">{t('search.scope.label')}</legend>
      <div className="grid grid-cols-2 rounded-full border border-line-strong bg-surface p-1">
        {options.map((option) => {
          const checked = option.value === local;
          return (
            <label
              key={String(option.value)}
              className={cn(
                'relative flex h-9 cursor-pointer items-center justify-center gap-1 rounded-full px-2 text-sm font-semibold whitespace-nowrap transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-brand-600',
                checked ? 'bg-brand-700 text-white' : 'text-ink hover:bg-ink/5',
              )}
            >
              <input
                type="radio"
                name={name}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
                checked={checked}
                disabled={status === 'pending'}
                onChange={() => onChange(option.value)}
              />
              {option.value && <MapPinIcon className="size-3.5 shrink-0" />}
              {option.label}
            </label>
          );
        })}
      </div>
      {status === 'pending' && (
        <p id={messageId} className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner decorative className="size-4" />
          {t('search.scope.locating')}
        </p>
      )}
      {status === 'denied' && (
        <p id={messageId} role="alert" className="text-sm font-medium text-danger-700">
          {t('search.scope.denied')}
        </p>
      )}
    </fieldset>
  );
}
