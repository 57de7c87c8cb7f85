import { describe, expect, it } from 'vitest';
import {
  baseHostname,
  countryFromGeocode,
  decideStartup,
  editionOrigin,
  editionUrl,
  pathFollowsStoredVersion,
  readStoredVersion,
  regionOfHostname,
  storeVersion,
  type LocationLike,
} from './edition.ts';

const at = (hostname: string, pathname = '/offer/5', port = '8080'): LocationLike => ({
  protocol: 'http:',
  hostname,
  port,
  pathname,
  search: '?a=1',
  hash: '',
});

describe('edition from the host name', () => {
  it('reads the first label', () => {
    expect(regionOfHostname('us.localhost')).toBe('us');
    expect(regionOfHostname('PL.localhost')).toBe('pl');
    expect(regionOfHostname('pl.market.example.com')).toBe('pl');
    expect(regionOfHostname('localhost')).toBeUndefined();
    expect(regionOfHostname('de.localhost')).toBeUndefined();
    expect(regionOfHostname('127.0.0.1')).toBeUndefined();
  });

  it('builds the origin and URL of either edition from any host', () => {
    expect(baseHostname('us.localhost')).toBe('localhost');
    expect(baseHostname('localhost')).toBe('localhost');
    expect(editionOrigin('pl', at('us.localhost'))).toBe('http://pl.localhost:8080');
    expect(editionOrigin('us', at('localhost'))).toBe('http://us.localhost:8080');
    expect(editionOrigin('pl', { protocol: 'https:', hostname: 'us.market.example.com', port: '' })).toBe(
      'https://pl.market.example.com',
    );
    expect(editionUrl('pl', at('localhost'))).toBe('http://pl.localhost:8080/offer/5?a=1');
    expect(editionUrl('us', at('pl.localhost'), '/')).toBe('http://us.localhost:8080/');
  });
});

describe('stored version', () => {
  it('round-trips through localStorage under "version" and ignores junk', () => {
    expect(readStoredVersion()).toBeUndefined();
    storeVersion('pl');
    expect(window.localStorage.getItem('version')).toBe('pl');
    expect(readStoredVersion()).toBe('pl');
    window.localStorage.setItem('version', 'de');
    expect(readStoredVersion()).toBeUndefined();
  });
});

describe('decideStartup (spec 000 section 1)', () => {
  const location = at('us.localhost');

  it('stores the current edition when none is stored', () => {
    expect(decideStartup({ current: 'us', stored: undefined, referrer: '', location })).toEqual({
      kind: 'stay',
      store: 'us',
    });
  });

  it('stays when the stored version is this one', () => {
    expect(decideStartup({ current: 'us', stored: 'us', referrer: '', location })).toEqual({
      kind: 'stay',
      store: undefined,
    });
  });

  it('sends the home to the stored version when the visitor did not come from it', () => {
    const home = at('us.localhost', '/');
    expect(decideStartup({ current: 'us', stored: 'pl', referrer: '', location: home })).toEqual({
      kind: 'redirect',
      url: 'http://pl.localhost:8080/?a=1',
    });
    expect(
      decideStartup({
        current: 'us',
        stored: 'pl',
        referrer: 'https://www.google.com/search?q=x',
        location: home,
      }),
    ).toMatchObject({ kind: 'redirect' });
    expect(
      decideStartup({ current: 'us', stored: 'pl', referrer: 'http://us.localhost:8080/', location: home }),
    ).toMatchObject({ kind: 'redirect' });
  });

  it('keeps a link to any other page on its edition, and the stored choice (decision 079)', () => {
    for (const path of [
      '/offer/5',
      '/user/3',
      '/reviews/account/3',
      '/profile/my-purchases/12',
      '/search',
      '/info/terms',
      '/auth/login',
    ]) {
      for (const referrer of ['', 'https://mail.example/inbox', 'http://us.localhost:8080/']) {
        expect(
          decideStartup({ current: 'us', stored: 'pl', referrer, location: at('us.localhost', path) }),
          `${path} from "${referrer}"`,
        ).toEqual({ kind: 'stay', store: undefined });
      }
    }
    expect(pathFollowsStoredVersion('/')).toBe(true);
    expect(pathFollowsStoredVersion('/offer/5')).toBe(false);
  });

  it('stays (and remembers this edition) when the visitor came from the stored version', () => {
    expect(
      decideStartup({ current: 'us', stored: 'pl', referrer: 'http://pl.localhost:8080/', location }),
    ).toEqual({
      kind: 'stay',
      store: 'us',
    });
    expect(
      decideStartup({ current: 'us', stored: 'pl', referrer: 'http://pl.localhost:8080/offer/9', location }),
    ).toMatchObject({ kind: 'stay' });
  });

  it('does not treat another port as the same origin', () => {
    expect(
      decideStartup({
        current: 'us',
        stored: 'pl',
        referrer: 'http://pl.localhost:5173/',
        location: at('us.localhost', '/'),
      }),
    ).toMatchObject({
      kind: 'redirect',
    });
  });
});

describe('countryFromGeocode', () => {
  it('reads the country short name in either casing', () => {
    const snake = {
      status: 'OK',
      results: [{ address_components: [{ short_name: 'PL', types: ['country', 'political'] }] }],
    };
    const camel = {
      status: 'OK',
      results: [
        {
          addressComponents: [
            { shortName: 'Springfield', types: ['locality'] },
            { shortName: 'US', types: ['country'] },
          ],
        },
      ],
    };
    expect(countryFromGeocode(snake)).toBe('PL');
    expect(countryFromGeocode(camel)).toBe('US');
  });

  it('gives undefined for other statuses and odd shapes', () => {
    expect(countryFromGeocode({ status: 'ZERO_RESULTS', results: [] })).toBeUndefined();
    expect(countryFromGeocode({ status: 'OK', results: [{}] })).toBeUndefined();
    expect(countryFromGeocode(null)).toBeUndefined();
    expect(countryFromGeocode('OK')).toBeUndefined();
  });
});
