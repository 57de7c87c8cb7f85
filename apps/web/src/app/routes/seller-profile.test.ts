import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@marketplace/contract';
import { contactTarget, parseSellerId } from './seller-profile.tsx';

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
    expect(contactTarget({ status: 'authenticated', user: user(7) }, 7)).toBeNull();
    expect(contactTarget({ status: 'loading', user: null }, 7)).toBeNull();
    expect(contactTarget({ status: 'loggingOut', user: user(3) }, 7)).toBeNull();
  });

  it('sends a visitor to log in and back, and a logged-in user to the messages', () => {
    expect(contactTarget({ status: 'anonymous', user: null }, 7)).toBe('/auth/login?returnTo=%2Fuser%2F7');
    expect(contactTarget({ status: 'errored', user: null }, 7)).toBe('/auth/login?returnTo=%2Fuser%2F7');
    expect(contactTarget({ status: 'authenticated', user: user(3) }, 7)).toBe('/messages');
  });
});
