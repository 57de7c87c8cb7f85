import type { OfferListItemDto, Region } from '@marketplace/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '#web/shared/lib/i18n.ts';
import { offerListItem } from '#web/test/offer-fixtures.ts';
import { formatOfferPrice } from './offer-price.ts';

type PriceFields = Parameters<typeof formatOfferPrice>[0];

/** An offer with no price of any kind; each case sets the fields it shows. */
const NO_PRICE: PriceFields = offerListItem({ id: 1, price: null });

const product = (amount: number, type: OfferListItemDto['type'] = 'product'): PriceFields => ({
  ...NO_PRICE,
  type,
  price: { amount, currency: 'USD' },
});

const service = (fields: Partial<PriceFields>): PriceFields => ({ ...NO_PRICE, type: 'service', ...fields });
const job = (fields: Partial<PriceFields>): PriceFields => ({ ...NO_PRICE, type: 'job_offer', ...fields });

/** The price line as an edition shows it (texts in its language); Intl's no-break spaces as plain ones. */
function line(offer: PriceFields, region: Region): string | undefined {
  const t = i18n.getFixedT(region === 'pl' ? 'pl' : 'en');
  return formatOfferPrice(offer, region, t)?.replace(/[\u00a0\u202f]/g, ' ');
}

describe('formatOfferPrice: product and real estate', () => {
  it('shows the amount in the edition currency, en-US with $ and pl-PL with zł', () => {
    expect(line(product(1250), 'us')).toBe('$12.50');
    expect(line(product(123456789), 'us')).toBe('$1,234,567.89');
    expect(line(product(1250), 'pl')).toBe('12,50 zł');
    expect(line(product(123456789), 'pl')).toBe('1 234 567,89 zł');
  });

  it('drops the decimals of whole amounts', () => {
    expect(line(product(45000), 'us')).toBe('$450');
    expect(line(product(1200000), 'pl')).toBe('12 000 zł');
  });

  it("reads 'for free' at 0, in the edition's language", () => {
    expect(line(product(0), 'us')).toBe('for free');
    expect(line(product(0), 'pl')).toBe('za darmo');
  });

  it('formats real estate the same way', () => {
    expect(line(product(35000000, 'real_estate'), 'us')).toBe('$350,000');
    expect(line(product(35000000, 'real_estate'), 'pl')).toBe('350 000 zł');
  });

  it('shows nothing without a price', () => {
    expect(line(NO_PRICE, 'us')).toBeUndefined();
    expect(line({ ...NO_PRICE, type: 'real_estate' }, 'pl')).toBeUndefined();
  });
});

describe('formatOfferPrice: service', () => {
  it('shows a range from–to per period', () => {
    const offer = service({ priceVariant: 'range', priceFrom: 5000, priceTo: 8050, period: 'hourly' });
    expect(line(offer, 'us')).toBe('$50 – $80.50 / hour');
    expect(line(offer, 'pl')).toBe('50 zł – 80,50 zł / godz.');
  });

  it('shows equal bounds once', () => {
    const offer = service({ priceVariant: 'range', priceFrom: 6000, priceTo: 6000, period: 'weekly' });
    expect(line(offer, 'us')).toBe('$60 / week');
    expect(line(offer, 'pl')).toBe('60 zł / tydz.');
  });

  it('shows a fixed price once, ignoring an upper bound', () => {
    const offer = service({ priceVariant: 'fixed', priceFrom: 4000, priceTo: 9000, period: 'monthly' });
    expect(line(offer, 'us')).toBe('$40 / month');
    expect(line(offer, 'pl')).toBe('40 zł / mies.');
  });

  it('shows the one bound given, and no period when there is none', () => {
    expect(line(service({ priceVariant: 'range', priceTo: 3000, period: 'hourly' }), 'us')).toBe(
      '$30 / hour',
    );
    expect(line(service({ priceVariant: 'range', priceFrom: 2000, priceTo: 3000 }), 'pl')).toBe(
      '20 zł – 30 zł',
    );
    expect(line(service({ period: 'hourly' }), 'us')).toBeUndefined();
  });
});

describe('formatOfferPrice: job', () => {
  const salary = { priceVariant: 'range', salaryFrom: 500000, salaryTo: 750000, period: 'monthly' } as const;

  it('shows the salary range per period when showSalary is set', () => {
    expect(line(job({ ...salary, showSalary: true }), 'us')).toBe('$5,000 – $7,500 / month');
    expect(line(job({ ...salary, showSalary: true }), 'pl')).toBe('5000 zł – 7500 zł / mies.');
  });

  it('shows no salary when showSalary is off or unset', () => {
    expect(line(job({ ...salary, showSalary: false }), 'us')).toBeUndefined();
    expect(line(job({ ...salary, showSalary: null }), 'pl')).toBeUndefined();
  });

  it('shows equal bounds once', () => {
    const offer = job({ ...salary, showSalary: true, salaryFrom: 3000, salaryTo: 3000, period: 'hourly' });
    expect(line(offer, 'us')).toBe('$30 / hour');
    expect(line(offer, 'pl')).toBe('30 zł / godz.');
  });

  it('ignores the service price fields', () => {
    const offer = job({ showSalary: true, priceFrom: 100, priceTo: 200, period: 'hourly' });
    expect(line(offer, 'us')).toBeUndefined();
  });
});
