import { describe, expect, it } from 'vitest';
import { parseResetLink } from './reset-link.ts';

describe('parseResetLink', () => {
  it('accepts numeric id and expires with a signature', () => {
    expect(parseResetLink(new URLSearchParams('id=7&expires=1700000000&signature=abc'))).toEqual({
      id: 7,
      expires: 1700000000,
      signature: 'abc',
    });
  });

  it.each([
    'id=x&expires=1&signature=a',
    'id=1&expires=1.5&signature=a',
    'id=1&expires=2',
    'expires=1&signature=a',
  ])('rejects %s', (query) => {
    expect(parseResetLink(new URLSearchParams(query))).toBeNull();
  });
});
