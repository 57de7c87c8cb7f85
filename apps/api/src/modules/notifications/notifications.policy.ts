import { MAX_ID, type NotificationIdentityDto, type Region } from '@marketplace/contract';
import { hmac, safeEqual } from '../../shared/secrets.ts';

/**
 * The notification-service identity of spec 001 (`{projectId, userId, userHmac}`), answered by the
 * session and accepted by the notifications endpoints in place of the access token (decision 066).
 * The one place its HMAC is computed and checked.
 */
export type NotificationIdentity = NotificationIdentityDto;

/** The project of an edition: each edition is a notification project of its own. */
export const notificationProjectOf = (region: Region) => `marketplace-${region}`;

/**
 * The identity of an account, valid until `expiresAt`: `userHmac` is `<expiry in Unix seconds>.<HMAC>`,
 * the HMAC over the account and that expiry, so the identity expires like the token it comes with.
 */
export function notificationIdentity(
  secret: string,
  region: Region,
  accountId: number,
  expiresAt: Date,
): NotificationIdentity {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return {
    projectId: notificationProjectOf(region),
    userId: String(accountId),
    userHmac: `${expires}.${hmac(secret, `notifications:${accountId}:${expires}`)}`,
  };
}

/**
 * The account an identity stands for on this edition at `now`, or null when anything does not
 * match: the project of another edition, a user id that is not a positive integer, an expired or
 * malformed `userHmac`, or a wrong HMAC (compared in constant time).
 */
export function accountOfIdentity(
  secret: string,
  region: Region,
  identity: Partial<NotificationIdentity>,
  now: Date,
): number | null {
  const { projectId, userId, userHmac } = identity;
  if (projectId === undefined || userId === undefined || userHmac === undefined) return null;
  if (projectId !== notificationProjectOf(region)) return null;
  if (!/^[1-9]\d{0,9}$/.test(userId)) return null;
  const accountId = Number(userId);
  if (!Number.isSafeInteger(accountId) || accountId > MAX_ID) return null;
  const [, expires, mac] = /^(\d{1,12})\.(.+)$/.exec(userHmac) ?? [];
  if (expires === undefined || mac === undefined || Number(expires) * 1000 <= now.getTime()) return null;
  return safeEqual(mac, hmac(secret, `notifications:${accountId}:${expires}`)) ? accountId : null;
}
