import {
  isRegion,
  regionFromHost,
  REGION_SETTINGS,
  type Region,
  type RegionSettings,
} from '@marketplace/contract';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

/** The parts of `window.location` the edition logic reads (a plain object in tests). */
export interface LocationLike {
  protocol: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
}

/** The edition named by the first label of the host name, if any (`us.localhost` -> `us`). */
export function regionOfHostname(hostname: string): Region | undefined {
  return regionFromHost(hostname);
}

/** The host name without its edition label: `pl.localhost` -> `localhost`; `localhost` stays. */
export function baseHostname(hostname: string): string {
  return regionFromHost(hostname) ? hostname.slice(hostname.indexOf('.') + 1) : hostname;
}

/** `http://pl.localhost:8080` for `pl` seen from any edition (or from plain `localhost:8080`). */
export function editionOrigin(
  region: Region,
  location: Pick<LocationLike, 'protocol' | 'hostname' | 'port'>,
): string {
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${region}.${baseHostname(location.hostname)}${port}`;
}

/** The same path, query and hash on the origin of `region`. */
export function editionUrl(region: Region, location: LocationLike, path?: string): string {
  const rest = path ?? `${location.pathname}${location.search}${location.hash}`;
  return `${editionOrigin(region, location)}${rest}`;
}

export function readStoredVersion(): Region | undefined {
  const value = readStorage(STORAGE_KEYS.version);
  return isRegion(value) ? value : undefined;
}

export function storeVersion(region: Region): void {
  writeStorage(STORAGE_KEYS.version, region);
}

function originOf(url: string): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

export type StartupDecision = { kind: 'stay'; store: Region | undefined } | { kind: 'redirect'; url: string };

/**
 * Whether a path is one page in both editions, so the stored version may take the visitor to the
 * same path there (decision 079): the home only. Every other path names something of this edition
 * (an offer, a seller, an order, a category, a page, an account's screen) that the other edition
 * does not have, or has as another record.
 */
export function pathFollowsStoredVersion(pathname: string): boolean {
  return pathname === '/' || pathname === '';
}

/**
 * What to do when the app starts on an edition's origin (spec 000 section 1, decision 079): with a
 * stored version that differs from this origin, the home goes to the stored version's home unless
 * the visitor came from there (the version selector, a link), and then this edition is remembered;
 * a link to any other page stays where it leads (the layout offers the stored edition instead),
 * keeping the stored choice.
 */
export function decideStartup(input: {
  current: Region;
  stored: Region | undefined;
  referrer: string;
  location: LocationLike;
}): StartupDecision {
  const { current, stored, referrer, location } = input;
  if (stored === undefined) return { kind: 'stay', store: current };
  if (stored === current) return { kind: 'stay', store: undefined };
  if (originOf(referrer) === editionOrigin(stored, location)) return { kind: 'stay', store: current };
  if (!pathFollowsStoredVersion(location.pathname)) return { kind: 'stay', store: undefined };
  return { kind: 'redirect', url: editionUrl(stored, location) };
}

/** The edition of this page; `undefined` on a host without an edition label (plain `localhost`). */
export function currentRegion(): Region | undefined {
  return typeof window === 'undefined' ? undefined : regionOfHostname(window.location.hostname);
}

export function regionSettings(region: Region): RegionSettings {
  return REGION_SETTINGS[region];
}

/** Extracts the country short name from the reverse-geocoding answer (Google's shape, either casing). */
export function countryFromGeocode(answer: unknown): string | undefined {
  if (!answer || typeof answer !== 'object') return undefined;
  const { status, results } = answer as { status?: unknown; results?: unknown };
  if (status !== 'OK' || !Array.isArray(results)) return undefined;
  for (const result of results as Record<string, unknown>[]) {
    const components = (result?.addressComponents ?? result?.address_components) as unknown;
    if (!Array.isArray(components)) continue;
    for (const component of components as Record<string, unknown>[]) {
      const types = component?.types;
      const shortName = component?.shortName ?? component?.short_name;
      if (Array.isArray(types) && types.includes('country') && typeof shortName === 'string')
        return shortName;
    }
  }
  return undefined;
}
