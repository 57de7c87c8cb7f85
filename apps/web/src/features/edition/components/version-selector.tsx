import { REGIONS, type Region } from '@marketplace/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editionUrl, storeVersion } from '#web/shared/lib/edition.ts';
import { cn } from '#web/shared/ui/cn.ts';

export interface VersionSelectorProps {
  region: Region;
  /** Runs before leaving for the other origin (logging out); its failure does not stop the switch. */
  beforeSwitch?: () => Promise<unknown>;
  /** Navigation, replaceable in tests. */
  navigateTo?: (url: string) => void;
  className?: string;
}

/**
 * US / PL switch (spec 000 section 1): choosing the other edition stores the choice, logs out
 * first, then goes to the other origin's home page.
 */
export function VersionSelector({
  region,
  beforeSwitch,
  navigateTo = (url) => window.location.assign(url),
  className,
}: VersionSelectorProps) {
  const { t } = useTranslation();
  const [switching, setSwitching] = useState<Region | null>(null);

  const choose = async (target: Region) => {
    if (target === region || switching) return;
    setSwitching(target);
    storeVersion(target);
    try {
      await beforeSwitch?.();
    } catch {
      // Logging out is best effort; the other edition has its own session anyway.
    }
    navigateTo(editionUrl(target, window.location, '/'));
  };

  return (
    <div
      role="group"
      aria-label={t('version.label')}
      className={cn('inline-flex items-center rounded-full border border-line bg-canvas p-0.5', className)}
    >
      {REGIONS.map((option) => {
        const current = option === region;
        const name = t(option === 'us' ? 'version.usName' : 'version.plName');
        return (
          <button
            key={option}
            type="button"
            lang={option === 'us' ? 'en' : 'pl'}
            aria-current={current ? 'true' : undefined}
            aria-busy={switching === option || undefined}
            disabled={switching !== null && !current}
            onClick={() => void choose(option)}
            title={name}
            className={cn(
              'h-8 min-w-10 rounded-full px-2.5 text-xs font-bold tracking-wide transition-colors',
              current ? 'bg-surface text-brand-800 shadow-sm' : 'text-ink-muted hover:text-ink',
            )}
          >
            {t(option === 'us' ? 'version.us' : 'version.pl')}
            <span className="sr-only">, {name}</span>
          </button>
        );
      })}
    </div>
  );
}
