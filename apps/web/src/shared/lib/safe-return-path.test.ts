import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safe-return-path.ts';

describe('safeReturnPath', () => {
  it('accepts same-site paths with query and hash', () => {
    expect(safeReturnPath('/favorites')).toBe('/favorites');
    expect(safeReturnPath('/search?phrase=bike#top')).toBe('/search?phrase=bike#top');
  });

  it('refuses other sites, odd values and the login page itself', () => {
    for (const value of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'favorites',
      '',
      null,
      42,
      '/auth/login',
    ]) {
      expect(safeReturnPath(value), String(value)).toBeUndefined();
    }
  });
});
