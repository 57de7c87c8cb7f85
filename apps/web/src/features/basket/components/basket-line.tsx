import { basketUnitPrice, type BasketLineDto } from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount, formatDateTime } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { Button } from '#web/shared/ui/button.tsx';
import { QuantitySelector } from '#web/shared/ui/quantity-selector.tsx';
import { basketLineTotal } from '../lib/basket-groups.ts';

/** One offer in the basket: photo, title (to the offer), unit price, quantity, delivery, total, remove. */
export function BasketLine({
  line,
  busy,
  onQuantityChange,
  onRemove,
}: {
  line: BasketLineDto;
  /** A change of this line is on its way: the controls wait. */
  busy: boolean;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const region = useRegion();
  const { offer } = line;
  const delivery =
    offer.delivery?.method === 'courier'
      ? offer.delivery.price.amount > 0
        ? t('basket.delivery.courier', { price: formatAmount(offer.delivery.price.amount, region) })
        : t('basket.delivery.courierFree')
      : offer.delivery?.method === 'pickup'
        ? t('basket.delivery.pickup')
        : null;
  return (
    <li className="flex gap-3 py-4 sm:gap-4" aria-busy={busy || undefined}>
      <Link
        to={`/offer/${offer.id}`}
        tabIndex={-1}
        aria-hidden="true"
        className="size-20 shrink-0 overflow-hidden rounded-xl bg-canvas sm:size-24"
      >
        {offer.image ? (
          <img src={offer.image.small} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <span className="flex size-full items-center justify-center text-center text-xs text-ink-subtle">
            {t('offers.noPhoto')}
          </span>
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <h3 className="min-w-0 font-semibold break-words">
            <Link to={`/offer/${offer.id}`} className="hover:text-brand-800 hover:underline">
              {offer.title}
            </Link>
          </h3>
          <p className="shrink-0 text-lg font-extrabold tracking-tight" data-testid="line-total">
            <span className="sr-only">{t('basket.lineTotal')} </span>
            {formatAmount(basketLineTotal(line), region)}
          </p>
        </div>
        <p className="text-sm text-ink-muted">
          {t('basket.unitPrice', { price: formatAmount(basketUnitPrice(line), region) })}
          {delivery && <> · {delivery}</>}
        </p>
        {line.agreedPrice && (
          <p className="text-sm font-semibold text-brand-800" data-testid="agreed-price">
            {line.quantity === 1
              ? t('priceProposals.agreedInBasket', {
                  price: formatAmount(line.agreedPrice.amount, region),
                  asking: formatAmount(offer.price?.amount ?? 0, region),
                  until: formatDateTime(line.agreedPrice.expiresAt, region),
                })
              : t('priceProposals.agreedOnePiece', { price: formatAmount(line.agreedPrice.amount, region) })}
          </p>
        )}
        <div className="flex flex-wrap items-end justify-between gap-3">
          <QuantitySelector
            label={t('basket.quantity')}
            value={line.quantity}
            stock={offer.piecesAvailable}
            disabled={busy}
            onChange={onQuantityChange}
          />
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={onRemove}
            aria-label={t('basket.removeOffer', { title: offer.title })}
          >
            {t('basket.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}
