import type { AdvertArea } from '@marketplace/contract';
import { AdvertSlot, useHasAdverts } from '#web/features/advertisements/components/advert-slot.tsx';

/**
 * A web_left / web_right column: large screens only, never on the home page, only when filled. Its
 * width is kept while the adverts load, so the page beside it does not move sideways when they come.
 */
export function SideAdvert({ area }: { area: Extract<AdvertArea, 'web_left' | 'web_right'> }) {
  const { hasAdverts, isLoading } = useHasAdverts(area);
  if (!hasAdverts && !isLoading) return null;
  return (
    <div className="hidden w-40 shrink-0 lg:block">
      {hasAdverts && (
        <div className="sticky top-24">
          <AdvertSlot area={area} className="aspect-[160/600] w-40" />
        </div>
      )}
    </div>
  );
}
