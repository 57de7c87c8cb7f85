import { useSalesChannel } from '#web/features/categories/api/get-sales-channel.ts';
import { OfferCard, OfferCardSkeleton } from '#web/features/offers/components/offer-card.tsx';
import { SaveSearchButton } from '#web/features/saved-searches/components/save-search-button.tsx';
import { SearchPage } from '#web/features/search/components/search-page.tsx';

/** /search (spec 000 "Search"): the search screen with the edition's categories and the offer cards. */
export function SearchRoute() {
  const salesChannel = useSalesChannel();
  return (
    <SearchPage
      categories={salesChannel.data?.categories}
      categoriesFailed={salesChannel.isError}
      // The first row (two cards on a phone) is in view at once: its photos load first.
      renderOffer={(offer, note, index) => <OfferCard offer={offer} note={note} priority={index < 2} />}
      skeleton={<OfferCardSkeleton />}
      // 'Save this search' (issue 28): the request as the search sends it, without its page.
      renderSaveAction={(query, suggestedName) => (
        <SaveSearchButton query={query} suggestedName={suggestedName} />
      )}
    />
  );
}
