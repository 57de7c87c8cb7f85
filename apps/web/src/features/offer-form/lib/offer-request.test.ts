import type { CustomFormFieldDto } from '@marketplace/contract';
import { describe, expect, it } from 'vitest';
import { emptyOfferFormValues, type OfferFormValues } from './form-values.ts';
import { buildOfferRequest, type OfferRequestContext } from './offer-request.ts';

const FILE = '3f1c2b9e-8a4d-4c5e-9f7a-1b2c3d4e5f60';

function values(change: Partial<OfferFormValues> = {}): OfferFormValues {
  return {
    ...emptyOfferFormValues(),
    categoryId: '12',
    title: 'Road bike',
    description: 'Light and fast',
    price: '1 250,50',
    quantity: '2',
    deliveryMethod: 'courier',
    deliveryPrice: '15',
    priceFrom: '40',
    priceTo: '60',
    salaryFrom: '4000',
    salaryTo: '5500',
    address: { street: 'Main St 1', apartmentNumber: '', city: 'Austin', state: 'TX', postCode: '73301' },
    ...change,
  };
}

function context(change: Partial<OfferRequestContext> = {}): OfferRequestContext {
  return {
    type: 'product',
    status: 'published',
    editing: false,
    fields: [],
    fileIds: [FILE],
    region: 'us',
    ...change,
  };
}

describe('buildOfferRequest', () => {
  it('sends a product with amounts in minor units, the category id and file ids', () => {
    const { request, errors } = buildOfferRequest(
      values(),
      context({ coordinate: { lat: 30.2, lon: -97.7 } }),
    );
    expect(errors).toEqual({});
    expect(request).toEqual({
      type: 'product',
      status: 'published',
      category: 12,
      title: 'Road bike',
      description: 'Light and fast',
      attributes: {},
      images: [FILE],
      hideLocation: false,
      price: { amount: 125050 },
      proposalFloor: null,
      quantity: 2,
      delivery: { method: 'courier', price: { amount: 1500 } },
      address: {
        street: 'Main St 1',
        apartmentNumber: null,
        city: 'Austin',
        state: 'TX',
        postCode: '73301',
        geoCoordinate: { lat: 30.2, lon: -97.7 },
      },
    });
  });

  it('drops the fields of the other offer types', () => {
    const product = buildOfferRequest(values(), context()).request;
    for (const key of [
      'priceVariant',
      'priceFrom',
      'priceTo',
      'period',
      'showSalary',
      'salaryFrom',
      'salaryTo',
    ])
      expect(product, key).not.toHaveProperty(key);

    const service = buildOfferRequest(values(), context({ type: 'service' })).request;
    for (const key of ['price', 'quantity', 'delivery', 'showSalary', 'salaryFrom', 'salaryTo'])
      expect(service, key).not.toHaveProperty(key);

    const job = buildOfferRequest(values(), context({ type: 'job_offer' })).request;
    for (const key of ['price', 'quantity', 'delivery', 'priceFrom', 'priceTo'])
      expect(job, key).not.toHaveProperty(key);

    const realEstate = buildOfferRequest(values(), context({ type: 'real_estate' })).request;
    expect(realEstate).toMatchObject({ price: { amount: 125050 }, quantity: 2 });
    for (const key of ['delivery', 'priceFrom', 'salaryFrom', 'showSalary'])
      expect(realEstate, key).not.toHaveProperty(key);
  });

  it('clears the delivery price for pickup', () => {
    const { request } = buildOfferRequest(
      values({ deliveryMethod: 'pickup', deliveryPrice: '15' }),
      context(),
    );
    expect(request.delivery).toEqual({ method: 'pickup' });
  });

  it('sends the proposal floor in minor units, null when empty or free (decision 101)', () => {
    expect(buildOfferRequest(values({ proposalFloor: '900,5' }), context()).request.proposalFloor).toEqual({
      amount: 90050,
    });
    expect(buildOfferRequest(values({ proposalFloor: ' ' }), context()).request.proposalFloor).toBeNull();
    const free = buildOfferRequest(values({ free: true, proposalFloor: '900' }), context()).request;
    expect(free.proposalFloor).toBeNull();
    const bad = buildOfferRequest(values({ proposalFloor: 'abc' }), context());
    expect(bad.errors.proposalFloor).toBeDefined();
    expect(
      buildOfferRequest(values({ proposalFloor: '900' }), context({ type: 'service' })).request,
    ).not.toHaveProperty('proposalFloor');
  });

  it("sets the price to 0 when the product is 'free'", () => {
    const { request, errors } = buildOfferRequest(values({ free: true, price: 'abc' }), context());
    expect(request.price).toEqual({ amount: 0 });
    expect(errors).toEqual({});
  });

  it('clears the upper value of a fixed price or salary', () => {
    const service = buildOfferRequest(
      values({ priceVariant: 'fixed' }),
      context({ type: 'service' }),
    ).request;
    expect(service).toMatchObject({
      priceVariant: 'fixed',
      priceFrom: 4000,
      priceTo: null,
      period: 'hourly',
    });
    const range = buildOfferRequest(
      values({ priceVariant: 'range', period: 'weekly' }),
      context({ type: 'service' }),
    ).request;
    expect(range).toMatchObject({ priceVariant: 'range', priceFrom: 4000, priceTo: 6000, period: 'weekly' });

    const job = buildOfferRequest(values({ period: 'monthly' }), context({ type: 'job_offer' })).request;
    expect(job).toMatchObject({ showSalary: true, salaryFrom: 400000, salaryTo: null, period: 'monthly' });
  });

  it('nulls the salary and its period when the salary is not shown, keeping a service period', () => {
    const job = buildOfferRequest(
      values({ showSalary: false, priceVariant: 'range', period: 'monthly' }),
      context({ type: 'job_offer' }),
    ).request;
    expect(job).toMatchObject({ showSalary: false, salaryFrom: null, salaryTo: null, period: null });
    const service = buildOfferRequest(
      values({ showSalary: false, period: '' }),
      context({ type: 'service' }),
    ).request;
    expect(service.period).toBe('hourly');
  });

  it('sends the exact-address choice once the seller made it, and leaves the default to the server before (decision 082)', () => {
    expect(buildOfferRequest(values({}), context()).request).not.toHaveProperty('showExactAddress');
    expect(buildOfferRequest(values({ showExactAddress: true }), context()).request.showExactAddress).toBe(
      true,
    );
    expect(buildOfferRequest(values({ showExactAddress: false }), context()).request.showExactAddress).toBe(
      false,
    );
  });

  it('omits the type when editing and the address when the location is hidden', () => {
    const { request } = buildOfferRequest(values({ hideLocation: true }), context({ editing: true }));
    expect(request).not.toHaveProperty('type');
    expect(request).not.toHaveProperty('address');
    expect(request.hideLocation).toBe(true);
  });

  it('normalises a Polish post code', () => {
    const { request } = buildOfferRequest(
      values({
        address: {
          street: 'Rynek 1',
          apartmentNumber: '4',
          city: 'Kraków',
          state: 'małopolskie',
          postCode: '31 042',
        },
      }),
      context({ region: 'pl' }),
    );
    expect(request.address).toMatchObject({ postCode: '31-042', apartmentNumber: '4' });
    expect(request.address).not.toHaveProperty('geoCoordinate');
  });

  it('sends only the category fields, numbers as numbers, and reports what is not a number', () => {
    const fields: CustomFormFieldDto[] = [
      { name: 'condition', title: 'Condition', type: 'string', required: true, enum: ['New', 'Used'] },
      { name: 'storage', title: 'Storage', type: 'integer', required: false },
      { name: 'screen', title: 'Screen', type: 'number', required: false },
      { name: 'color', title: 'Color', type: 'string', required: false },
    ];
    const { request, errors } = buildOfferRequest(
      values({ attributes: { condition: 'Used', storage: '128', screen: '6,1', color: '  ', stale: 'x' } }),
      context({ fields }),
    );
    expect(request.attributes).toEqual({ condition: 'Used', storage: 128, screen: 6.1 });
    expect(errors).toEqual({});

    const invalid = buildOfferRequest(
      values({ price: '12,345', priceFrom: 'x', attributes: { storage: 'lots' } }),
      context({ fields }),
    );
    expect(invalid.errors).toEqual({
      price: 'This value must be a number',
      'attributes.storage': 'This value must be a number',
    });
    expect(invalid.request.price).toEqual({ amount: null });
  });
});
