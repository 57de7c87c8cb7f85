import type { OfferListItemDto, Region } from '@marketplace/contract';
import type { TFunction } from 'i18next';
import { formatAmount, formatMoney } from '#web/shared/lib/format.ts';

type PriceFields = Pick<
  OfferListItemDto,
  | 'type'
  | 'price'
  | 'priceVariant'
  | 'priceFrom'
  | 'priceTo'
  | 'period'
  | 'showSalary'
  | 'salaryFrom'
  | 'salaryTo'
>;

function range(from: number | null, to: number | null, region: Region, t: TFunction): string | undefined {
  if (from === null && to === null) return undefined;
  if (from === null) return formatAmount(to!, region);
  if (to === null || to === from) return formatAmount(from, region);
  return t('offers.range', { from: formatAmount(from, region), to: formatAmount(to, region) });
}

/**
 * The price line of an offer per its type (spec 000 section 9): product and real estate show the
 * price ('for free' at 0); a service its price from–to per period; a job its salary from–to per
 * period, only when showSalary. A range shows both ends unless they are equal. `undefined` when
 * there is nothing to show.
 */
export function formatOfferPrice(offer: PriceFields, region: Region, t: TFunction): string | undefined {
  switch (offer.type) {
    case 'product':
    case 'real_estate':
      return offer.price ? formatMoney(offer.price.amount, region) : undefined;
    case 'service': {
      const to = offer.priceVariant === 'fixed' ? null : offer.priceTo;
      const text = range(offer.priceFrom, to, region, t);
      return text && offer.period
        ? t('offers.perPeriod', { price: text, period: t(`offers.period.${offer.period}`) })
        : text;
    }
    case 'job_offer': {
      if (!offer.showSalary) return undefined;
      const to = offer.priceVariant === 'fixed' ? null : offer.salaryTo;
      const text = range(offer.salaryFrom, to, region, t);
      return text && offer.period
        ? t('offers.perPeriod', { price: text, period: t(`offers.period.${offer.period}`) })
        : text;
    }
    default:
      return undefined;
  }
}
