import { MESSAGES, type CustomFormFieldDto } from '@marketplace/contract';
import { describe, expect, it } from 'vitest';
import { emptyOfferFormValues, type OfferFormValues } from './form-values.ts';
import { buildOfferRequest, type OfferWriteStatus } from './offer-request.ts';
import { formPathOf, toFormErrors, validateOfferRequest } from './validate-offer-form.ts';

const FIELDS: CustomFormFieldDto[] = [
  { name: 'condition', title: 'Condition', type: 'string', required: true, enum: ['New', 'Used'] },
];

function check(
  change: Partial<OfferFormValues>,
  {
    type = 'product',
    status = 'published',
    photos = 1,
  }: {
    type?: 'product' | 'service' | 'job_offer' | 'real_estate';
    status?: OfferWriteStatus;
    photos?: number;
  } = {},
) {
  const values = { ...emptyOfferFormValues(), categoryId: '7', ...change };
  const fileIds = Array.from(
    { length: photos },
    (_, index) => `3f1c2b9e-8a4d-4c5e-9f7a-1b2c3d4e5f${String(index).padStart(2, '0')}`,
  );
  const { request } = buildOfferRequest(values, {
    type,
    status,
    editing: false,
    fields: FIELDS,
    fileIds,
    region: 'us',
  });
  return validateOfferRequest(request, {
    type,
    fields: FIELDS,
    photoCount: photos,
    extraPhotos: false,
    region: 'us',
  });
}

const COMPLETE: Partial<OfferFormValues> = {
  title: 'Bike',
  description: 'Nice',
  attributes: { condition: 'Used' },
  price: '100',
  quantity: '1',
  deliveryMethod: 'pickup',
  address: { street: 'Main St 1', apartmentNumber: '', city: 'Austin', state: 'TX', postCode: '73301' },
};

describe('validateOfferRequest', () => {
  it('accepts a complete product', () => {
    expect(check(COMPLETE)).toEqual({});
  });

  it('takes a proposal floor below the price only (decision 101)', () => {
    expect(check({ ...COMPLETE, proposalFloor: '60' })).toEqual({});
    expect(check({ ...COMPLETE, proposalFloor: '100' })).toEqual({
      proposalFloor: MESSAGES.proposalFloorNotBelowPrice,
    });
    expect(check({ ...COMPLETE, price: '', proposalFloor: '10' }, { status: 'draft' })).toEqual({
      proposalFloor: MESSAGES.proposalFloorNotBelowPrice,
    });
    expect(formPathOf('proposalFloor')).toBe('proposalFloor');
  });

  it('lets a draft be incomplete', () => {
    expect(check({ title: 'Just a title' }, { status: 'draft' })).toEqual({});
  });

  it('reports what publishing needs, on the form fields', () => {
    expect(check({ quantity: '' })).toEqual({
      title: MESSAGES.required,
      description: MESSAGES.required,
      'attributes.condition': MESSAGES.required,
      price: MESSAGES.required,
      deliveryMethod: MESSAGES.required,
      quantity: MESSAGES.required,
      'address.street': MESSAGES.required,
      'address.city': MESSAGES.required,
      'address.state': MESSAGES.required,
      'address.postCode': MESSAGES.required,
    });
  });

  it('needs the courier price, and service and job amounts by variant', () => {
    expect(check({ ...COMPLETE, deliveryMethod: 'courier' })).toEqual({ deliveryPrice: MESSAGES.required });
    expect(check({ ...COMPLETE, priceVariant: 'range', priceFrom: '10' }, { type: 'service' })).toEqual({
      priceTo: MESSAGES.required,
    });
    expect(check({ ...COMPLETE, period: '' }, { type: 'job_offer' })).toEqual({
      salaryFrom: MESSAGES.required,
      period: MESSAGES.required,
    });
    expect(check({ ...COMPLETE, showSalary: false }, { type: 'job_offer' })).toEqual({});
  });

  it('needs no address when the location is hidden', () => {
    expect(
      check({
        ...COMPLETE,
        hideLocation: true,
        address: { street: '', apartmentNumber: '', city: '', state: '', postCode: '' },
      }),
    ).toEqual({});
  });

  it('checks the post code format and the photo limit', () => {
    expect(check({ ...COMPLETE, address: { ...COMPLETE.address!, postCode: '7330' } })).toEqual({
      'address.postCode': MESSAGES.invalidPostCode,
    });
    expect(check(COMPLETE, { photos: 6 })).toEqual({ images: MESSAGES.tooManyFiles });
  });

  it('needs a category whatever the status', () => {
    expect(check({ categoryId: '' }, { status: 'draft' })).toEqual({ categoryId: MESSAGES.required });
  });
});

describe('server error paths', () => {
  it('land on the form fields', () => {
    expect(formPathOf('price.amount')).toBe('price');
    expect(formPathOf('delivery.price.amount')).toBe('deliveryPrice');
    expect(formPathOf('delivery.method')).toBe('deliveryMethod');
    expect(formPathOf('images.3.fileId')).toBe('images');
    expect(formPathOf('attributes.bedrooms')).toBe('attributes.bedrooms');
    expect(formPathOf('address.geoCoordinate')).toBe('address.geoCoordinate');
    expect(formPathOf('category')).toBe('categoryId');
    expect(formPathOf('salaryTo')).toBe('salaryTo');
    expect(formPathOf('status')).toBeUndefined();
    expect(toFormErrors({ 'price.amount': 'a', price: 'b', title: 'c' })).toEqual({ price: 'a', title: 'c' });
  });
});
