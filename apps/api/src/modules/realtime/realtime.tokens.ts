import { createAccessTokens, type AccessTokens, type VerifiedToken } from '../../http/auth.ts';

/**
 * The conversation's `accessToken` (decision 065): a JWT that opens the realtime socket and
 * nothing else. Its issuer differs from the access token's, so the API's bearer check refuses it.
 */
const ISSUER = 'marketplace-realtime';
const AUDIENCE = 'realtime';

export type RealtimeTokens = AccessTokens;

/** A user's opaque id on the wire (decision 065): `u<account id>`. */
export const externalUidOf = (accountId: number) => `u${accountId}`;

export function createRealtimeTokens(secret: string, ttlSeconds: number): RealtimeTokens {
  return createAccessTokens(secret, ttlSeconds, { issuer: ISSUER, audience: AUDIENCE });
}

/** The socket takes either token: the session's access token, or a conversation's realtime token. */
export function socketTokenVerifier(accessTokens: AccessTokens, realtimeTokens: RealtimeTokens) {
  return async (token: string): Promise<VerifiedToken | undefined> => {
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
