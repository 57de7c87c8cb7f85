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

describe('offer visits', () => {
  const visits = (count: number) => ({
    data: Array.from({ length: count }, (_, i) => ({ offerId: i + 1, visits: 1 })),
  });

  it(`take at most ${LIMITS.offerVisitsPerCall} offers a call`, () => {
    expect(StoreOfferVisitsInputSchema.safeParse(visits(LIMITS.offerVisitsPerCall)).success).toBe(true);
    expect(StoreOfferVisitsInputSchema.safeParse(visits(LIMITS.offerVisitsPerCall + 1)).success).toBe(false);
  });
});
