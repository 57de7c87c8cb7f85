import { LIMITS, type AdvertArea, type AdvertisementDto } from '@marketplace/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#web/shared/ui/cn.ts';
import { useAdvertisements } from '../api/get-advertisements.ts';

/** Index of the advert shown now; moves on every `intervalMs` while there is more than one. */
export function useRotation(count: number, intervalMs: number = LIMITS.advertRotationMs): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count <= 1) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs]);
  return count === 0 ? 0 : index % count;
}

/**
 * How an advert's image fills its slot: `contain` shows all of it, scaled to the slot (a banner made
 * in the area's format fills it exactly; another shape gets bands of the slot's background);
 * `cover` fills the slot and crops what sticks out (decision 080).
 */
export type AdvertFit = 'contain' | 'cover';

function AdvertContent({
  advert,
  priority,
  fit,
}: {
  advert: AdvertisementDto;
  priority: boolean;
  fit: AdvertFit;
}) {
  const { t } = useTranslation();
  if (advert.imageUrl) {
    const image = (
      <img
        src={advert.imageUrl}
        alt={t('adverts.label')}
        className={cn('size-full', fit === 'cover' ? 'object-cover' : 'object-contain')}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
    );
    if (!advert.referenceUrl) return image;
    return (
      <a
        href={advert.referenceUrl}
        target="_blank"
        rel="noopener noreferrer sponsored"
        className="block size-full"
      >
        {image}
        <span className="sr-only">{t('footer.opensInNewTab')}</span>
      </a>
    );
  }
  if (advert.script) {
    // Third-party advert code runs isolated: no access to the app's origin, cookies or storage.
    return (
      <iframe
        title={t('adverts.label')}
        srcDoc={advert.script}
        sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="no-referrer"
        loading="lazy"
        className="size-full border-0"
      />
    );
  }
  return null;
}

export interface AdvertSlotProps {
  area: AdvertArea;
  /**
   * Sizing and visibility (e.g. `hidden md:block aspect-[6/1]`): the area's banner format at every
   * width, so a phone shows the banner whole, only smaller (decision 080).
   */
  className?: string;
  /** How an image fills the slot; `contain` (never cropped) unless the slot says otherwise. */
  fit?: AdvertFit;
  /** Shown when the area has no advert (web_top's default banner). */
  fallback?: ReactNode;
  /** Only adverts targeted at this category (or at none). */
  categoryId?: number;
  /**
   * The slot opens the visible page (the likely Largest Contentful Paint): its image loads at once
   * and first. Other slots' images load lazily, as they near the viewport.
   */
  priority?: boolean;
}

/**
 * An advert area (spec 000 "Home"): the area's adverts from `GET /api/advertisements`, one at a
 * time, rotating every 30 seconds. Nothing is rendered when the area is empty and has no fallback.
 * While the adverts load, the slot keeps its place (its sized box, empty), so the page below does
 * not jump when the advert arrives (decision 045).
 */
export function AdvertSlot({
  area,
  className,
  fallback,
  categoryId,
  priority = false,
  fit = 'contain',
}: AdvertSlotProps) {
  const { t } = useTranslation();
  const { data, isPending } = useAdvertisements(area);
  const adverts = (data ?? []).filter(
    (advert) =>
      (advert.imageUrl || advert.script) &&
      (categoryId === undefined ||
        advert.categoryIds.length === 0 ||
        advert.categoryIds.includes(categoryId)),
  );
  const index = useRotation(adverts.length);
  const advert = adverts[index];
  if (!advert && isPending && !fallback) {
    return <div aria-hidden="true" className={cn('rounded-card bg-ink/5', className)} />;
  }
  if (!advert) return fallback ? <div className={className}>{fallback}</div> : null;
  return (
    <aside
      aria-label={t('adverts.label')}
      data-area={area}
      className={cn('relative overflow-hidden rounded-card bg-surface shadow-card', className)}
    >
      <AdvertContent key={advert.id} advert={advert} priority={priority && index === 0} fit={fit} />
      <span className="pointer-events-none absolute top-2 right-2 rounded-md bg-ink/70 px-1.5 py-0.5 text-[0.6875rem] font-semibold tracking-wide text-white uppercase">
        {t('adverts.sponsored')}
      </span>
    </aside>
  );
}

/** Whether an area has at least one advert (home's small list holds 4 instead of 9 then). */
export function useHasAdverts(area: AdvertArea): { hasAdverts: boolean; isLoading: boolean } {
  const { data, isLoading } = useAdvertisements(area);
  return { hasAdverts: (data ?? []).some((advert) => advert.imageUrl || advert.script), isLoading };
}
