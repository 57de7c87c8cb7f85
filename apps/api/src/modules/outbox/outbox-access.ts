import { REGIONS } from '@marketplace/contract';
import type { Env } from '../../config/env.ts';

export type OutboxAccess =
  { readable: true } | { readable: false; reason: 'transport configured' | 'public origin' | 'switched off' };

const LOCAL_HOSTNAMES = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** The edition origins the template gives, as URLs; undefined when one does not parse. */
function publicOrigins(env: Env): URL[] | undefined {
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
 * The outbox holds every confirmation code and password-reset link, so reading it hands over any
 * account. It may be read only on a machine of one's own: while no real transport is configured,
 * every edition's public origin is a loopback address, and DEV_OUTBOX does not switch it off.
 */
export function outboxAccess(env: Env): OutboxAccess {
  if (env.SMTP_URL || env.SMS_GATEWAY_URL) return { readable: false, reason: 'transport configured' };
  if (!env.DEV_OUTBOX) return { readable: false, reason: 'switched off' };
  const origins = publicOrigins(env);
  if (!origins?.every((origin) => LOCAL_HOSTNAMES.test(origin.hostname)))
    return { readable: false, reason: 'public origin' };
  return { readable: true };
}
