import type { OfferDetailDto } from '@marketplace/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDate } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { ButtonLink } from '#web/shared/ui/button.tsx';
import { MapPinIcon, TruckIcon } from '#web/shared/ui/icons.tsx';
import { formatOfferPrice } from '../../lib/offer-price.ts';
import { initialQuantity } from '#web/shared/lib/quantity.ts';
import { QuantitySelector } from '#web/shared/ui/quantity-selector.tsx';

function PriceLine({ offer }: { offer: OfferDetailDto }) {
  const { t } = useTranslation();
  const region = useRegion();
  const price = formatOfferPrice(offer, region, t);
  if (price) return <p className="text-3xl font-extrabold tracking-tight text-ink">{price}</p>;
  return (
    <p className="text-lg font-semibold text-ink-muted">
      {offer.type === 'job_offer' ? t('offerDetail.price.salaryHidden') : t('offerDetail.price.onRequest')}
    </p>
  );
}

function Delivery({ offer }: { offer: OfferDetailDto }) {
  const { t } = useTranslation();
  const region = useRegion();
  const { delivery } = offer;
  if (!delivery) return null;
  const courier = delivery.method === 'courier';
  const city = offer.address?.city;
  return (
    <div className="flex items-start gap-3 rounded-2xl bg-canvas p-3.5">
      {courier ? (
        <TruckIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
      ) : (
        <MapPinIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
      )}
      <div className="min-w-0 text-sm">
        <p className="font-semibold">{t('offerDetail.delivery.title')}</p>
        <p className="text-ink-muted">
          {courier
            ? t('offerDetail.delivery.courier', {
                price:
                  delivery.price.amount > 0 ? formatAmount(delivery.price.amount, region) : t('offers.free'),
              })
            : city
              ? t('offerDetail.delivery.pickupIn', { city })
              : t('offerDetail.delivery.pickup')}
        </p>
      </div>
    </div>
  );
}

/** Buying: the quantity and the basket button, shown only when the offer is buyable. */
function BuyBox({
  offer,
  basketButton,
}: {
  offer: OfferDetailDto;
  basketButton: (quantity: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const stock = offer.piecesAvailable ?? offer.quantity ?? 0;
  const [quantity, setQuantity] = useState(() => initialQuantity(stock));
  return (
    <div className="flex flex-col gap-4">
      <QuantitySelector
        label={t('offerDetail.quantity.label')}
        value={quantity}
        stock={stock}
        onChange={setQuantity}
      />
      {basketButton(quantity)}
    </div>
  );
}

function OwnerBox({ offer, extras }: { offer: OfferDetailDto; extras: ReactNode }) {
  const { t } = useTranslation();
  const region = useRegion();
  if (offer.status === 'closed') {
    return (
      <p className="rounded-2xl border border-line bg-canvas p-3.5 text-sm text-ink-muted">
        {t('offerDetail.owner.closed', { date: offer.closedAt ? formatDate(offer.closedAt, region) : '' })}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4">
      <p className="text-sm font-semibold text-brand-900">
        {offer.status === 'draft' ? t('offerDetail.owner.draft') : t('offerDetail.owner.yours')}
      </p>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={`/offers/edit/${offer.id}`} size="sm">
          {t('offerDetail.owner.edit')}
        </ButtonLink>
        {extras}
      </div>
    </div>
  );
}

/** Title, price, buying or owner actions and delivery: the top of the right column. */
export function OfferSummary({
  offer,
  isOwner,
  favourite,
  basketButton,
  ownerExtras,
  reviewButton,
}: {
  offer: OfferDetailDto;
  isOwner: boolean;
  /** The favourite heart (from the favourites feature), shown to non-owners. */
  favourite?: ReactNode;
  /** The paid extras' buttons (from the checkout feature), shown to the owner. */
  ownerExtras?: ReactNode;
  /** The add-to-basket button (from the basket feature) for the chosen quantity. */
  basketButton?: ((quantity: number) => ReactNode) | undefined;
  /** The review-offer button (from the reviews feature), for non-product offers of others. */
  reviewButton?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="offer-title"
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span className="rounded-full bg-brand-100 px-2.5 py-1 text-brand-900">
          {t(`offerDetail.types.${offer.type}`)}
        </span>
        {offer.features.highlight && (
          <span className="rounded-full bg-accent-300 px-2.5 py-1 text-accent-900">
            {t('offers.featured')}
          </span>
        )}
      </div>
      <div className="flex items-start gap-3">
        <h1
          id="offer-title"
          className="min-w-0 flex-1 text-2xl leading-tight font-extrabold tracking-tight break-words sm:text-[1.65rem] lg:text-2xl"
        >
          {offer.title}
        </h1>
        {favourite}
      </div>
      <PriceLine offer={offer} />
      {isOwner ? (
        <OwnerBox offer={offer} extras={ownerExtras} />
      ) : (
        offer.buyable && basketButton && <BuyBox offer={offer} basketButton={basketButton} />
      )}
      {reviewButton && <div className="flex flex-wrap gap-2">{reviewButton}</div>}
      <Delivery offer={offer} />
    </section>
  );
}
