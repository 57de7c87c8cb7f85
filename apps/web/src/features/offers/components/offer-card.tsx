import { formatPlace, type OfferListItemDto, type Region } from '@marketplace/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { cn } from '#web/shared/ui/cn.ts';
import { MapPinIcon } from '#web/shared/ui/icons.tsx';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';
import { formatOfferPrice } from '../lib/offer-price.ts';

/**
 * An offer's first photo (or a 'no photo' tile), filling its box. Photos load lazily, as they near
 * the viewport, except `priority` ones (the first in view), which load at once and first.
 */
export function OfferPhoto({
  offer,
  size,
  priority = false,
}: {
  offer: OfferListItemDto;
  size: 'large' | 'small';
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const src = offer.image ? (size === 'large' ? offer.image.medium : offer.image.small) : null;
  if (!src) {
    return (
      <div className="flex size-full items-center justify-center bg-linear-to-br from-brand-50 to-canvas text-xs font-medium text-ink-subtle">
        {t('offers.noPhoto')}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
    />
  );
}

/**
 * A card's keyboard focus: the whole card is its title link (stretched over it), so the card draws
 * the ring while that link has :focus-visible, as the app's other controls do (index.css). An
 * outline, not a ring inside the card: the card clips what it holds (overflow-hidden).
 */
const CARD_FOCUS_RING =
  'has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600';

function place(offer: OfferListItemDto, region: Region): string {
  return formatPlace(offer, region);
}

/** A large offer card (home's first list, search results): photo, title, price, place, date. */
export function OfferCard({
  offer,
  headingLevel = 3,
  note,
  action,
  priority = false,
}: {
  offer: OfferListItemDto;
  headingLevel?: 2 | 3 | 4;
  /** An extra line under the place (the distance in a local search). */
  note?: string | undefined;
  /** A control over the photo's top-right corner (the favourite heart), above the card's link. */
  action?: ReactNode;
  /** The card is in view when the page opens: its photo loads at once and first. */
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const region = useRegion();
  const price = formatOfferPrice(offer, region, t);
  const Heading = `h${headingLevel}` as const;
  const where = place(offer, region);
  return (
    <article
      className={cn(
        // The card fills its column, whatever its photo (loaded, still loading or none) and title.
        'group relative flex w-full min-w-0 flex-col overflow-hidden rounded-card border bg-surface shadow-card transition-shadow hover:shadow-raised',
        CARD_FOCUS_RING,
        offer.features.highlight ? 'border-accent-300 ring-1 ring-accent-300' : 'border-line',
      )}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-canvas">
        <OfferPhoto offer={offer} size="large" priority={priority} />
        {offer.features.highlight && (
          <span className="absolute top-2 left-2 rounded-full bg-accent-300 px-2.5 py-1 text-xs font-bold text-accent-900 shadow-sm">
            {t('offers.featured')}
          </span>
        )}
      </div>
      {action && <div className="absolute top-2 right-2 z-10">{action}</div>}
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <Heading className="line-clamp-2 text-sm leading-snug font-semibold text-ink sm:text-base">
          <Link
            to={`/offer/${offer.id}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {offer.title}
          </Link>
        </Heading>
        {price && <p className="text-base font-extrabold text-ink sm:text-lg">{price}</p>}
        <div className="mt-auto flex flex-col gap-0.5 pt-1 text-xs text-ink-subtle">
          {where && (
            <span className="flex items-center gap-1 truncate">
              <MapPinIcon className="size-3.5 shrink-0" />
              <span className="sr-only">{t('offers.location', { place: where })}</span>
              <span aria-hidden="true" className="truncate">
                {where}
              </span>
            </span>
          )}
          {note && <span className="font-semibold text-brand-800">{note}</span>}
          <span>{t('offers.addedOn', { date: formatDate(offer.createdAt, region) })}</span>
        </div>
      </div>
    </article>
  );
}

/** A compact row (home's second list): thumbnail, title, price, place. */
export function OfferRow({ offer, headingLevel = 3 }: { offer: OfferListItemDto; headingLevel?: 2 | 3 | 4 }) {
  const { t } = useTranslation();
  const region = useRegion();
  const price = formatOfferPrice(offer, region, t);
  const Heading = `h${headingLevel}` as const;
  const where = place(offer, region);
  return (
    <article
      className={cn(
        'group relative flex w-full min-w-0 gap-3 rounded-2xl border border-line bg-surface p-2.5 shadow-card transition-shadow hover:shadow-raised',
        CARD_FOCUS_RING,
      )}
    >
      <div className="size-20 shrink-0 overflow-hidden rounded-xl bg-canvas sm:size-24">
        <OfferPhoto offer={offer} size="small" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 py-0.5">
        <Heading className="line-clamp-2 text-sm leading-snug font-semibold">
          <Link
            to={`/offer/${offer.id}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {offer.title}
          </Link>
        </Heading>
        {price && <p className="text-sm font-extrabold">{price}</p>}
        {where && <p className="mt-auto truncate text-xs text-ink-subtle">{where}</p>}
      </div>
    </article>
  );
}

export function OfferCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-card border border-line bg-surface">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="flex flex-col gap-2 p-4">
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-3 w-1/2" />
      </div>
    </div>
  );
}

export function OfferRowSkeleton() {
  return (
    <div className="flex gap-3 rounded-2xl border border-line bg-surface p-2.5">
      <Skeleton className="size-20 shrink-0 rounded-xl sm:size-24" />
      <div className="flex flex-1 flex-col gap-2 py-1">
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-1/3" />
      </div>
    </div>
  );
}
