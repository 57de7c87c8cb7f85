import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@marketplace/contract';
import { parseSellerId, showsContact } from './seller-profile.tsx';

const user = (id: number) => ({ id, type: 'person', username: `user${id}` }) as SessionUser;

describe('seller profile', () => {
  it('reads the seller id from the path; anything but a positive whole number is not found', () => {
    expect(parseSellerId('12')).toBe(12);
    expect(parseSellerId('0')).toBeNull();
    expect(parseSellerId('-3')).toBeNull();
    expect(parseSellerId('1.5')).toBeNull();
    expect(parseSellerId('abc')).toBeNull();
    expect(parseSellerId(undefined)).toBeNull();
  });

  it('hides the contact button on the own profile and while the session is unknown', () => {
    expect(showsContact({ status: 'authenticated', user: user(7) }, 7)).toBe(false);
    expect(showsContact({ status: 'loading', user: null }, 7)).toBe(false);
    expect(showsContact({ status: 'loggingOut', user: user(3) }, 7)).toBe(false);
  });

  it('shows it to visitors (who log in first) and to other users', () => {
    expect(showsContact({ status: 'anonymous', user: null }, 7)).toBe(true);
    expect(showsContact({ status: 'errored', user: null }, 7)).toBe(true);
    expect(showsContact({ status: 'authenticated', user: user(3) }, 7)).toBe(true);
  });
});
