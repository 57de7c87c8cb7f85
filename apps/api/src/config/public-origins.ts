import { REGIONS } from '@marketplace/contract';
import type { Env } from './env.ts';

const LOCAL_HOSTNAMES = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** The edition origins PUBLIC_ORIGIN_TEMPLATE gives, as URLs; undefined when one does not parse. */
export function publicOrigins(env: Pick<Env, 'PUBLIC_ORIGIN_TEMPLATE' | 'PORT'>): URL[] | undefined {
  try {
    return REGIONS.map(
      (region) =>
        new URL(env.PUBLIC_ORIGIN_TEMPLATE.replace('{region}', region).replace('{port}', String(env.PORT))),
    );
  } catch {
    return undefined;
  }
}

/**
 * Whether every edition's public origin is a loopback address (`localhost`, `*.localhost`,
 * `127.x.x.x`, `[::1]`): a developer's own machine. A server users reach under a real name is
 * deployed, and development conveniences (the outbox, the sandbox card processor) must not be
 * open there by accident.
 */
export function publicOriginsAreLocal(env: Pick<Env, 'PUBLIC_ORIGIN_TEMPLATE' | 'PORT'>): boolean {
  return publicOrigins(env)?.every((origin) => LOCAL_HOSTNAMES.test(origin.hostname)) ?? false;
}
