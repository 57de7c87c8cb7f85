import { describe, expect, it } from 'vitest';
import { PL_VOIVODESHIPS, REGION_STATES, US_STATES } from './region-states.ts';
import { REGION_SETTINGS, regionForCountry, regionFromHost } from './regions.ts';

describe('regions', () => {
  it('reads the edition from the first host label', () => {
    expect(regionFromHost('us.localhost:8080')).toBe('us');
    expect(regionFromHost('PL.example.com')).toBe('pl');
    expect(regionFromHost('localhost:8080')).toBeUndefined();
    expect(regionFromHost(undefined)).toBeUndefined();
  });

  it('maps Poland to the Polish edition and every other country to the US one', () => {
    expect(regionForCountry('PL')).toBe('pl');
    expect(regionForCountry('us')).toBe('us');
    expect(regionForCountry('DE')).toBe('us');
  });

  it('has the 16 voivodeships and the 50 states plus DC, by edition', () => {
    expect(REGION_STATES).toEqual({ us: US_STATES, pl: PL_VOIVODESHIPS });
    expect(PL_VOIVODESHIPS).toHaveLength(16);
    expect(US_STATES).toHaveLength(51);
    expect(REGION_SETTINGS.pl).toMatchObject({
      currency: 'PLN',
      phonePrefix: '+48',
      locale: 'pl-PL',
      language: 'pl',
    });
    expect(REGION_SETTINGS.us).toMatchObject({
      currency: 'USD',
      phonePrefix: '+1',
      locale: 'en-US',
      language: 'en',
    });
  });
});
