import type { OfferDetailDto } from '@marketplace/contract';
import type { ReactNode } from 'react';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';
import { mayReviewOffer } from '../../lib/review-offer.ts';
import { CategoryPath } from './category-path.tsx';
import { OfferDescription } from './offer-description.tsx';
import { OfferFacts } from './offer-facts.tsx';
import { OfferGallery } from './offer-gallery.tsx';
import { OfferLocation } from './offer-location.tsx';
import { OfferSummary } from './offer-summary.tsx';
import { ReportOffer } from './report-offer.tsx';
import { ReviewsSummary } from './reviews-summary.tsx';
import { SellerPanel } from './seller-panel.tsx';

// The right column sticks only where it fits on the screen (wide and tall enough).
const stickyWhereItFits =
  '[@media(min-width:64rem)_and_(min-height:54rem)]:sticky [@media(min-width:64rem)_and_(min-height:54rem)]:top-24';

/**
 * The offer page (spec 000 "Offer detail"). Desktop: gallery, description, reviews and map on the
 * left; title, price, buying and the seller on the right. Mobile: one column, price right after
 * the photos and the seller after the description.
 */
export function OfferDetailView({
  offer,
  isOwner,
  favourite,
  basketButton,
  ownerExtras,
  reviewButton,
  contactButton,
}: {
  offer: OfferDetailDto;
  isOwner: boolean;
  /** The favourite heart, composed in by the route (shown to non-owners only). */
  favourite?: ReactNode;
  /** The add-to-basket button for the chosen quantity, composed in by the route (buyable offers). */
  basketButton?: (quantity: number) => ReactNode;
  /** The paid extras' buttons for the owner, composed in by the route. */
  ownerExtras?: ReactNode;
  /** The review-offer button, composed in by the route (reviews feature): non-product offers only. */
  reviewButton?: ReactNode;
  /** The contact-the-seller button, composed in by the route (shown to non-owners only). */
  contactButton?: ReactNode;
}) {
  // Only others report; a closed or draft offer (seen by its owner only) has no actions.
  const report = !isOwner && offer.status === 'published' ? <ReportOffer offerId={offer.id} /> : undefined;
  // Spec 000 "Offer detail": a review offer button for non-product offers, not for the owner.
  const review = mayReviewOffer(offer, isOwner) ? reviewButton : undefined;
  return (
    <article className="flex flex-col gap-4 md:gap-5">
      <CategoryPath path={offer.category.path} />
      <div className="grid grid-cols-1 gap-4 md:gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="order-1 min-w-0 lg:col-start-1 lg:row-start-1">
          <OfferGallery images={offer.images} title={offer.title} />
        </div>
        <div
          className={`contents lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:flex lg:flex-col lg:gap-5 lg:self-start ${stickyWhereItFits}`}
        >
          <div className="order-2">
            <OfferSummary
              offer={offer}
              isOwner={isOwner}
              favourite={isOwner ? undefined : favourite}
              basketButton={basketButton}
              ownerExtras={isOwner ? ownerExtras : undefined}
              reviewButton={review}
            />
          </div>
          <div className="order-4">
            <SellerPanel offer={offer} isOwner={isOwner} contact={contactButton} />
          </div>
        </div>
        <div className="order-3 flex min-w-0 flex-col gap-4 md:gap-5 lg:col-start-1 lg:row-start-2">
          <OfferDescription offer={offer} footer={<OfferFacts offer={offer} action={report} />} />
          <ReviewsSummary stats={offer.stats} sellerId={offer.account.id} offer={offer} />
          <OfferLocation offer={offer} />
        </div>
      </div>
    </article>
  );
}

/** The page's shape while the offer loads. */
export function OfferDetailSkeleton({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-4 md:gap-5" aria-busy="true" role="status" aria-label={label}>
      <Skeleton className="h-4 w-64 max-w-full" />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <Skeleton className="aspect-[4/3] rounded-card" />
        <div className="flex flex-col gap-4 rounded-card border border-line bg-surface p-6">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-8 w-5/6" />
          <Skeleton className="h-8 w-1/3" />
          <Skeleton className="h-12 w-full rounded-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      </div>
    </div>
  );
}
