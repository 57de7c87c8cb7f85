import { describe, expect, it } from 'vitest';
import { formatAddress, formatAddressLines, formatPlace } from './address-format.ts';

const seattle = {
  street: '123 Pine St',
  apartmentNumber: '4',
  city: 'Seattle',
  state: 'WA',
  postCode: '98101',
};
const warszawa = {
  street: 'ul. Długa 5',
  apartmentNumber: '3',
  city: 'Warszawa',
  state: 'mazowieckie',
  postCode: '00-001',
};

describe('formatAddressLines (US)', () => {
  it('writes the street and apartment, then city, state and ZIP code in that order', () => {
    expect(formatAddressLines(seattle, 'us')).toEqual(['123 Pine St, Apt 4', 'Seattle, WA 98101']);
    expect(formatAddress({ city: 'Chicago', state: 'IL', postCode: '60601' }, 'us')).toBe(
      'Chicago, IL 60601',
    );
  });

  it('keeps an apartment written with its own word or sign', () => {
    expect(formatAddressLines({ ...seattle, apartmentNumber: 'Suite 200' }, 'us')[0]).toBe(
      '123 Pine St, Suite 200',
    );
    expect(formatAddressLines({ ...seattle, apartmentNumber: '#12' }, 'us')[0]).toBe('123 Pine St, #12');
    expect(formatAddressLines({ ...seattle, apartmentNumber: '4B' }, 'us')[0]).toBe('123 Pine St, Apt 4B');
  });

  it('leaves out the parts that are missing', () => {
    expect(formatAddressLines({ ...seattle, apartmentNumber: null }, 'us')).toEqual([
      '123 Pine St',
      'Seattle, WA 98101',
    ]);
    expect(formatAddressLines({ city: 'Seattle', state: 'WA' }, 'us')).toEqual(['Seattle, WA']);
    expect(formatAddressLines({ city: 'Seattle', postCode: '98101' }, 'us')).toEqual(['Seattle 98101']);
    expect(formatAddressLines({ state: 'WA', postCode: '98101' }, 'us')).toEqual(['WA 98101']);
    expect(formatAddressLines({ street: null, apartmentNumber: '4', city: 'Seattle' }, 'us')).toEqual([
      'Seattle',
    ]);
    expect(formatAddressLines({ street: ' ', city: '', state: null }, 'us')).toEqual([]);
  });

  it('never writes the ZIP code before the city', () => {
    expect(formatAddress(seattle, 'us')).not.toMatch(/98101 Seattle/);
  });
});

describe('formatAddressLines (PL)', () => {
  it('writes the street with the flat after a slash, then the post code and town, then the voivodeship', () => {
    expect(formatAddressLines(warszawa, 'pl')).toEqual([
      'ul. Długa 5/3',
      '00-001 Warszawa',
      'woj. mazowieckie',
    ]);
    expect(formatAddress(warszawa, 'pl', { voivodeship: false })).toBe('ul. Długa 5/3, 00-001 Warszawa');
  });

  it('writes the flat with "m." when the street has no house number or the flat is not a number', () => {
    expect(formatAddressLines({ street: 'Rynek', apartmentNumber: '3' }, 'pl')).toEqual(['Rynek m. 3']);
    expect(formatAddressLines({ street: 'ul. Długa 5', apartmentNumber: 'lok. 3' }, 'pl')).toEqual([
      'ul. Długa 5 m. lok. 3',
    ]);
  });

  it('leaves out the parts that are missing', () => {
    expect(formatAddressLines({ ...warszawa, apartmentNumber: '' }, 'pl')).toEqual([
      'ul. Długa 5',
      '00-001 Warszawa',
      'woj. mazowieckie',
    ]);
    expect(
      formatAddressLines({ city: 'Warszawa', state: 'mazowieckie' }, 'pl', { voivodeship: false }),
    ).toEqual(['Warszawa']);
    expect(formatAddressLines({ postCode: '00-001' }, 'pl')).toEqual(['00-001']);
    expect(formatAddressLines({}, 'pl')).toEqual([]);
  });
});

describe('formatPlace', () => {
  it('names the town and its state or voivodeship, never the street or the post code', () => {
    expect(formatPlace(seattle, 'us')).toBe('Seattle, WA');
    expect(formatPlace(warszawa, 'pl')).toBe('Warszawa, mazowieckie');
    expect(formatPlace({ city: 'Seattle', state: null }, 'us')).toBe('Seattle');
    expect(formatPlace({ city: null, state: null }, 'pl')).toBe('');
  });
});
