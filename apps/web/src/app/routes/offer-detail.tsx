import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AddToBasketButton } from '#web/features/basket/components/add-to-basket-button.tsx';
import { ContactUserButton } from '#web/features/chat/components/contact-user-button.tsx';
import { OfferExtras } from '#web/features/checkout/components/offer-extras.tsx';
import { MakeOfferButton } from '#web/features/price-proposals/components/make-offer-button.tsx';
import { FavouriteButton } from '#web/features/favourites/components/favourite-button.tsx';
import { isOfferMissing, useOfferDetail } from '#web/features/offers/api/get-offer-detail.ts';
import {
  OfferDetailSkeleton,
  OfferDetailView,
} from '#web/features/offers/components/detail/offer-detail-view.tsx';
import { useOfferVisit } from '#web/features/offers/hooks/use-offer-visit.ts';
import { ReviewButton } from '#web/features/reviews/components/review-button.tsx';
import { useSession } from '#web/shared/lib/auth-store.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { NotFoundRoute } from './not-found.tsx';

/** `/offer/{id}`, an id of digits only; anything else is not found. */
function offerIdOf(raw: string | undefined): number {
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
}

export function OfferDetailRoute() {
  const { t } = useTranslation();
  const id = offerIdOf(useParams().id);
  const { user } = useSession();
  const offer = useOfferDetail(id);
  const isOwner = !!offer.data && user?.id === offer.data.account.id;
  useOfferVisit(offer.data?.id, !!offer.data && offer.data.status === 'published' && !isOwner);
  const missing = id === 0 || isOfferMissing(offer.error);
  useDocumentTitle(
    missing ? t('routes.notFound') : (offer.data?.title ?? t('routes.offer')),
    missing ? undefined : offer.data?.description,
  );

  if (missing) return <NotFoundRoute />;
  if (offer.isPending) return <OfferDetailSkeleton label={t('offerDetail.loading')} />;
  if (!offer.data) {
    return (
      <div
        role="alert"
        className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-card border border-line bg-surface p-8 text-center"
      >
        <p className="text-ink-muted">{t('offerDetail.loadError')}</p>
        <Button variant="secondary" onClick={() => void offer.refetch()}>
          {t('offerDetail.retry')}
        </Button>
      </div>
    );
  }
  return (
    <OfferDetailView
      offer={offer.data}
      isOwner={isOwner}
      favourite={<FavouriteButton offerId={offer.data.id} size="lg" />}
      basketButton={(quantity) => (
        <>
          <AddToBasketButton offerId={offer.data.id} quantity={quantity} />
          <MakeOfferButton offerId={offer.data.id} askingPrice={offer.data.price?.amount ?? 0} />
        </>
      )}
      ownerExtras={<OfferExtras offer={offer.data} extras={['highlight', 'extraPhotos', 'extend-time']} />}
      reviewButton={
        <ReviewButton
          target={{ kind: 'offer', id: offer.data.id }}
          label={t('reviews.reviewOffer')}
          subject={offer.data.title}
        />
      }
      contactButton={
        <ContactUserButton
          userId={offer.data.account.id}
          offerId={offer.data.id}
          label={t('offerDetail.seller.contact')}
          variant="secondary"
          block
        />
      }
    />
  );
}
