import { beforeAll, describe, expect, it } from 'vitest';
import { formErrorsFromZod, installContractErrorMessages } from './errors.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { OfferWriteInputSchema, StoreOfferVisitsInputSchema } from './offer-input.ts';

const draft = (attributes: Record<string, unknown>) => ({ status: 'draft', category: 1, attributes });
const attributesNamed = (count: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`field${i}`, `value ${i}`]));

function errorsOf(value: unknown) {
  const result = OfferWriteInputSchema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return formErrorsFromZod(result.error.issues);
}

describe('offer attributes', () => {
  beforeAll(() => installContractErrorMessages());

  it(`accept up to ${LIMITS.offerAttributesMax} custom fields`, () => {
    const parsed = OfferWriteInputSchema.parse(draft(attributesNamed(LIMITS.offerAttributesMax)));
    expect(Object.keys(parsed.attributes)).toHaveLength(LIMITS.offerAttributesMax);
  });

  it('refuse one more with an error on attributes', () => {
    expect(errorsOf(draft(attributesNamed(LIMITS.offerAttributesMax + 1)))).toEqual({
      children: { attributes: { errors: [MESSAGES.tooManyAttributes] } },
    });
  });

  it('refuse too long names and texts on the field they concern', () => {
    const longName = 'n'.repeat(LIMITS.offerAttributeNameMax + 1);
    expect(
      errorsOf(
        draft({
          [longName]: 1,
          colour: 'x'.repeat(LIMITS.offerAttributeValueMax + 1),
          size: 'x'.repeat(LIMITS.offerAttributeValueMax),
        }),
      ),
    ).toEqual({
      children: {
        attributes: {
          children: {
            [longName]: { errors: [MESSAGES.tooLong] },
            colour: { errors: [MESSAGES.tooLong] },
          },
        },
      },
    });
  });
});

describe('offer amounts and pieces (decision 069)', () => {
  beforeAll(() => installContractErrorMessages());
  const withPrice = (amount: number, quantity: number, extra: object = {}) => ({
    status: 'draft',
    category: 1,
    price: { amount },
    quantity,
    ...extra,
  });

  it('take up to the maximum amount, and pieces worth the maximum together', () => {
    expect(OfferWriteInputSchema.safeParse(withPrice(LIMITS.amountMax, 1)).success).toBe(true);
    expect(OfferWriteInputSchema.safeParse(withPrice(100_000, LIMITS.quantityMax)).success).toBe(true);
  });

  it('refuse any amount past the maximum on its field', () => {
    const over = LIMITS.amountMax + 1;
    expect(
      errorsOf({
        ...withPrice(over, 1),
        priceFrom: over,
        salaryTo: over,
        delivery: { method: 'courier', price: { amount: over } },
      }),
    ).toEqual({
      children: {
        price: { children: { amount: { errors: [MESSAGES.amountTooHigh] } } },
        priceFrom: { errors: [MESSAGES.amountTooHigh] },
        salaryTo: { errors: [MESSAGES.amountTooHigh] },
        delivery: { children: { price: { children: { amount: { errors: [MESSAGES.amountTooHigh] } } } } },
      },
    });
  });

  it('refuse pieces past the maximum, and a price times pieces past the maximum worth on quantity', () => {
    expect(errorsOf(withPrice(100, LIMITS.quantityMax + 1))).toEqual({
      children: { quantity: { errors: [MESSAGES.quantityTooHigh] } },
    });
    expect(errorsOf(withPrice(100_001, LIMITS.quantityMax))).toEqual({
      children: { quantity: { errors: [MESSAGES.offerValueTooHigh] } },
    });
    // The product section's price counts too.
    expect(errorsOf(withPrice(0, 2, { price: null, product: { priceFrom: LIMITS.amountMax } }))).toEqual({
      children: { quantity: { errors: [MESSAGES.offerValueTooHigh] } },
    });
  });

  it('keep every sum of offer values exact for far more offers than a seller has', () => {
    expect(Number.isSafeInteger(LIMITS.offerValueMax * 50_000)).toBe(true);
    expect(LIMITS.orderAmountMax).toBeLessThan(2 ** 31);
  });
});

describe('offer visits', () => {
  const visits = (count: number) => ({
    data: Array.from({ length: count }, (_, i) => ({ offerId: i + 1, visits: 1 })),
  });

  it(`take at most ${LIMITS.offerVisitsPerCall} offers a call`, () => {
    expect(StoreOfferVisitsInputSchema.safeParse(visits(LIMITS.offerVisitsPerCall)).success).toBe(true);
    expect(StoreOfferVisitsInputSchema.safeParse(visits(LIMITS.offerVisitsPerCall + 1)).success).toBe(false);
  });
});
