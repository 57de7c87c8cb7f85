import { describe, expect, it } from 'vitest';
import { addOfferPath } from './home.tsx';

describe('home add-offer button', () => {
  it('goes to the offer form when logged in, else to the login and back to the form', () => {
    expect(addOfferPath(true)).toBe('/offers/create');
    expect(addOfferPath(false)).toBe('/auth/login?returnTo=%2Foffers%2Fcreate');
  });
});
