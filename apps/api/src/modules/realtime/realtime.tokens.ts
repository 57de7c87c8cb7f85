import { REGIONS, type Region } from '@marketplace/contract';
import { jwtVerify, SignJWT } from 'jose';
import type { AccessTokens, Principal } from '../../http/auth.ts';

/**
 * The conversation's `accessToken` (decision 065): a JWT that opens the realtime socket and
 * nothing else. Its issuer differs from the access token's, so the API's bearer check refuses it.
 */
const ISSUER = 'marketplace-realtime';
const AUDIENCE = 'realtime';

export interface RealtimeTokens {
  sign(principal: Principal): Promise<string>;
  verify(token: string): Promise<Principal>;
}

export function createRealtimeTokens(secret: string, ttlSeconds: number): RealtimeTokens {
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    async sign(principal) {
      return new SignJWT({ region: principal.region, role: principal.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(principal.accountId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await key);
    },
    async verify(token) {
      const { payload } = await jwtVerify(token, await key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        requiredClaims: ['exp'],
      });
      const accountId = Number(payload.sub);
      const region = payload.region as Region;
      if (!Number.isInteger(accountId) || !REGIONS.includes(region)) throw new Error('malformed token');
      return { accountId, region, role: payload.role === 'admin' ? 'admin' : 'user' };
    },
  };
}

/** The socket takes either token: the session's access token, or a conversation's realtime token. */
export function socketTokenVerifier(accessTokens: AccessTokens, realtimeTokens: RealtimeTokens) {
  return async (token: string): Promise<Principal | undefined> => {
    for (const tokens of [accessTokens, realtimeTokens]) {
      try {
        return await tokens.verify(token);
      } catch {
        // try the other kind
      }
    }
    return undefined;
  };
}
