import type { FavouriteDto, OfferListItemDto } from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useFavourites } from '#web/features/favourites/api/get-favourites.ts';
import { FavouriteButton } from '#web/features/favourites/components/favourite-button.tsx';
import { usePruneOrphanFavourites } from '#web/features/favourites/hooks/use-prune-orphan-favourites.ts';
import { OfferCard, OfferCardSkeleton } from '#web/features/offers/components/offer-card.tsx';
import { readPageParam, withPageParam } from '#web/shared/lib/page-param.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { Button, ButtonLink } from '#web/shared/ui/button.tsx';
import { HeartIcon } from '#web/shared/ui/icons.tsx';
import { Pagination } from '#web/shared/ui/pagination.tsx';

const SKELETONS = 4;

const hasOffer = (item: FavouriteDto): item is FavouriteDto & { offer: OfferListItemDto } =>
  item.offer !== null;

/** `/favorites`: the user's favourite offers, paged by `?page` (spec 000 section 2). */
export function FavoritesRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.favorites'));
  const [params, setParams] = useSearchParams();
  const page = readPageParam(params);
  const favourites = useFavourites(page);
  usePruneOrphanFavourites(favourites.data?.items);
  const items = (favourites.data?.items ?? []).filter(hasOffer);
  const pagination = favourites.data?.pagination;

  // A page emptied by removals (or asked for too high) moves back to the last page with items.
  if (pagination && items.length === 0 && page > 1 && page > pagination.totalPages) {
    return <Navigate to={{ search: withPageParam(params, pagination.totalPages).toString() }} replace />;
  }

  return (
    <section aria-labelledby="favorites-title" className="flex flex-col gap-6">
      <header>
        <h1 id="favorites-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {t('favourites.title')}
        </h1>
        <p className="mt-1 text-ink-muted">
          {pagination && pagination.totalItems > 0
            ? t('favourites.count', { count: pagination.totalItems })
            : t('favourites.intro')}
        </p>
      </header>

      {favourites.isPending ? (
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3" aria-busy="true">
          {Array.from({ length: SKELETONS }, (_, index) => (
            <li key={index}>
              <OfferCardSkeleton />
            </li>
          ))}
        </ul>
      ) : favourites.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-card border border-line bg-surface p-8 text-center"
        >
          <p className="text-ink-muted">{t('favourites.loadError')}</p>
          <Button variant="secondary" size="sm" onClick={() => void favourites.refetch()}>
            {t('favourites.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-danger-50 text-danger-700">
            <HeartIcon className="size-7" />
          </span>
          <h2 className="text-lg font-bold">{t('favourites.empty.title')}</h2>
          <p className="max-w-sm text-ink-muted">{t('favourites.empty.text')}</p>
          <ButtonLink to="/" className="mt-2">
            {t('favourites.empty.browse')}
          </ButtonLink>
        </div>
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
            {items.map(({ favoriteId, offer }) => (
              <li key={favoriteId} className="flex">
                <OfferCard
                  offer={offer}
                  headingLevel={2}
                  action={
                    <FavouriteButton offerId={offer.id} favoriteId={favoriteId} offerTitle={offer.title} />
                  }
                />
              </li>
            ))}
          </ul>
          {pagination && (
            <Pagination
              currentPage={pagination.currentPage}
              totalPages={pagination.totalPages}
              onPageChange={(next) => setParams(withPageParam(params, next))}
            />
          )}
        </>
      )}
    </section>
  );
}
