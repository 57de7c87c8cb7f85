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

export function notificationIdentity(
  secret: string,
  region: Region,
  accountId: number,
): NotificationIdentity {
  return {
    projectId: notificationProjectOf(region),
    userId: String(accountId),
    userHmac: hmac(secret, `notifications:${accountId}`),
  };
}

/**
 * The account an identity stands for on this edition, or null when anything does not match: the
 * project of another edition, a user id that is not a positive integer, or a wrong HMAC (compared
 * in constant time).
 */
export function accountOfIdentity(
  secret: string,
  region: Region,
  identity: Partial<NotificationIdentity>,
): number | null {
  const { projectId, userId, userHmac } = identity;
  if (projectId === undefined || userId === undefined || userHmac === undefined) return null;
  if (projectId !== notificationProjectOf(region)) return null;
  if (!/^[1-9]\d{0,9}$/.test(userId)) return null;
  const accountId = Number(userId);
  if (!Number.isSafeInteger(accountId) || accountId > MAX_ID) return null;
  return safeEqual(userHmac, hmac(secret, `notifications:${accountId}`)) ? accountId : null;
}
