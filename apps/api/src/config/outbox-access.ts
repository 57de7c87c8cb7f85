import type { Env } from './env.ts';
import { publicOriginsAreLocal } from './public-origins.ts';

export type OutboxAccess =
  { readable: true } | { readable: false; reason: 'transport configured' | 'public origin' | 'switched off' };

/**
 * The outbox holds every confirmation code and password-reset link, so reading it hands over any
 * account. It may be read only on a machine of one's own: while no real transport is configured,
 * every edition's public origin is a loopback address, and DEV_OUTBOX does not switch it off.
 */
export function outboxAccess(env: Env): OutboxAccess {
  if (env.SMTP_URL || env.SMS_GATEWAY_URL) return { readable: false, reason: 'transport configured' };
  if (!env.DEV_OUTBOX) return { readable: false, reason: 'switched off' };
  if (!publicOriginsAreLocal(env)) return { readable: false, reason: 'public origin' };
  return { readable: true };
}
