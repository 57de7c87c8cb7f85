import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadEnv } from '../../config/env.ts';
import { createGeocoder } from './create-geocoder.ts';

describe('geocoder configuration', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is offline unless configured, and never calls out then', async () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      GEOCODER_PROVIDER: 'offline',
      GEOCODER_URL: 'https://nominatim.openstreetmap.org',
    });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect((await createGeocoder(env).geocode({ postCode: '10001' }, 'us')).status).toBe('OK');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('uses Nominatim at GEOCODER_URL with GEOCODER_USER_AGENT', async () => {
    const fetch = vi.fn(async (_url: URL, _init?: RequestInit) => Response.json([]));
    vi.stubGlobal('fetch', fetch);
    const env = loadEnv({
      GEOCODER_PROVIDER: 'nominatim',
      GEOCODER_URL: 'http://127.0.0.1:8088/nominatim',
      GEOCODER_USER_AGENT: 'Marketplace (ops@example.com)',
    });
    await createGeocoder(env).geocode({ city: 'Kraków' }, 'pl');
    expect(String(fetch.mock.calls[0]![0])).toMatch(/^http:\/\/127\.0\.0\.1:8088\/nominatim\/search\?/);
    expect(fetch.mock.calls[0]![1]?.headers).toMatchObject({ 'user-agent': 'Marketplace (ops@example.com)' });
  });

  it('uses Google with GEOCODER_API_KEY', async () => {
    const fetch = vi.fn(async (_url: URL, _init?: RequestInit) =>
      Response.json({ status: 'ZERO_RESULTS', results: [] }),
    );
    vi.stubGlobal('fetch', fetch);
    await createGeocoder(loadEnv({ GEOCODER_PROVIDER: 'google', GEOCODER_API_KEY: 'k-123' })).geocode(
      { city: 'Austin' },
      'us',
    );
    expect(new URL(String(fetch.mock.calls[0]![0])).searchParams.get('key')).toBe('k-123');
  });

  it('stops at start naming the variable that is missing or wrong', () => {
    expect(() => loadEnv({ GEOCODER_PROVIDER: 'google' })).toThrow(ConfigError);
    expect(() => loadEnv({ GEOCODER_PROVIDER: 'google' })).toThrow(
      /GEOCODER_API_KEY: required when GEOCODER_PROVIDER is google/,
    );
    expect(() => loadEnv({ GEOCODER_PROVIDER: 'mapbox' })).toThrow(/GEOCODER_PROVIDER/);
    expect(() => loadEnv({ GEOCODER_PROVIDER: 'nominatim', GEOCODER_URL: 'ftp://x' })).toThrow(
      /GEOCODER_URL/,
    );
  });
});
