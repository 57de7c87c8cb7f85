import { formatPlace, type OfferDetailDto } from '@marketplace/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { AddressLines } from '#web/shared/ui/address-lines.tsx';
import { MapPinIcon } from '#web/shared/ui/icons.tsx';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';
import { WhenVisible } from '#web/shared/ui/when-visible.tsx';
import { mapViewOf } from '../../lib/map-view.ts';

const OfferMap = lazy(() => import('./offer-map.tsx').then((module) => ({ default: module.OfferMap })));

/**
 * The offer's address and its map (spec 000 "Offer detail"; zoom 14, default centre): the exact
 * address in the edition's order with a pin, or, when the seller shows only the area (decision
 * 082), the town and a circle, the same for the owner as for everyone else.
 */
export function OfferLocation({ offer }: { offer: OfferDetailDto }) {
  const { t } = useTranslation();
  const region = useRegion();
  const view = mapViewOf(offer, region);
  const { address } = offer;
  const hidden = offer.hideLocation || !address;
  const approximate = !hidden && offer.showExactAddress === false;
  const note = hidden
    ? t('offerDetail.location.hidden')
    : view.marker || view.areaRadius !== null
      ? approximate
        ? t('offerDetail.location.approximate')
        : undefined
      : t('offerDetail.location.noCoordinates');

  return (
    <section
      aria-labelledby="offer-location"
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
    >
      <h2 id="offer-location" className="text-lg font-bold">
        {t('offerDetail.location.title')}
      </h2>
      {!hidden && (
        <div className="flex items-start gap-2 text-sm" data-testid="offer-address">
          <MapPinIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
          {approximate ? <p>{formatPlace(address, region)}</p> : <AddressLines address={address} />}
        </div>
      )}
      {note && <p className="text-sm text-ink-muted">{note}</p>}
      {/* isolate: Leaflet's panes use z-indexes up to 1000, kept under the sticky top bar. */}
      <div
        className="isolate h-64 overflow-hidden rounded-2xl border border-line bg-canvas sm:h-80"
        data-testid="offer-map"
      >
        {/* Below the fold: Leaflet (45 kB) and its tiles load when the box comes near the screen. */}
        <WhenVisible fallback={<Skeleton className="size-full rounded-none" />}>
          <Suspense fallback={<Skeleton className="size-full rounded-none" />}>
            <OfferMap view={view} />
          </Suspense>
        </WhenVisible>
      </div>
    </section>
  );
}
