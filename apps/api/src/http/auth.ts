import { REGIONS, type Region } from '@marketplace/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import { ForbiddenError, UnauthorizedError } from '../shared/errors.ts';

export interface Principal {
  accountId: number;
  region: Region;
  role: 'user' | 'admin';
  /** The session (refresh-token family) the token was issued for; none on a token signed outside one. */
  familyId?: string;
}

/** A checked token: who, and until when (ms since the epoch) it is valid. */
export interface VerifiedToken extends Principal {
  expiresAt: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate` (required) or `app.identify` (optional). */
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 without a valid access token for this edition. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: reads the token when present; anonymous otherwise. */
    identify: (request: FastifyRequest) => Promise<void>;
    accessTokens: AccessTokens;
  }
}

export interface AccessTokens {
  sign(principal: Principal): Promise<string>;
  verify(token: string): Promise<VerifiedToken>;
}

/** Who issues a kind of token and for whom: a token of one kind never passes for another. */
export interface TokenScope {
  issuer: string;
  audience?: string;
}

const ACCESS_TOKEN_SCOPE: TokenScope = { issuer: 'marketplace' };

/** How many checked tokens a process remembers (a few MB at most). */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Short-lived HS256 access tokens; the refresh side lives with sessions. Another `scope` makes
 * another kind of token on the same secret (the realtime socket's, decision 065).
 */
export function createAccessTokens(
  secret: string,
  ttlSeconds: number,
  scope: TokenScope = ACCESS_TOKEN_SCOPE,
): AccessTokens {
  // Imported once: given the raw bytes, jose would import the key again for every token it checks.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // A token's check always gives the same answer until it expires, and every signed-in request
  // repeats it: the answers of recent tokens are kept (WebCrypto's HMAC was 8 % of a signed-in
  // read's CPU under load). The oldest checked goes first past VERIFIED_TOKENS_KEPT.
  const verified = new Map<string, VerifiedToken>();
  return {
    async sign(principal) {
      const token = new SignJWT({
        region: principal.region,
        role: principal.role,
        ...(principal.familyId ? { fid: principal.familyId } : {}),
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(principal.accountId))
        .setIssuer(scope.issuer)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`);
      if (scope.audience) token.setAudience(scope.audience);
      return token.sign(await key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known && known.expiresAt > Date.now()) return known;
      // jose checks `exp` only when present; a token without one would never expire.
      const { payload } = await jwtVerify(token, await key, {
        issuer: scope.issuer,
        ...(scope.audience ? { audience: scope.audience } : {}),
        algorithms: ['HS256'],
        requiredClaims: ['exp'],
      });
      const accountId = Number(payload.sub);
      const region = payload.region as Region;
      if (!Number.isInteger(accountId) || !REGIONS.includes(region)) throw new Error('malformed token');
      const checked: VerifiedToken = {
        accountId,
        region,
        role: payload.role === 'admin' ? 'admin' : 'user',
        ...(typeof payload.fid === 'string' ? { familyId: payload.fid } : {}),
        expiresAt: payload.exp! * 1000,
      };
      verified.delete(token);
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
      verified.set(token, Object.freeze(checked));
      return checked;
    },
  };
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

export interface AuthOptions {
  tokens: AccessTokens;
  /**
   * Whether a valid token's account may no longer use it: a deleted account's token is refused at
   * once, not at its expiry (decision 078). One indexed read per signed-in request.
   */
  isRefused?: (principal: Principal) => Promise<boolean>;
}

export const authPlugin = fp(async (app: FastifyInstance, options: AuthOptions) => {
  app.decorate('accessTokens', options.tokens);
  app.decorateRequest('principal', null);

  async function readPrincipal(request: FastifyRequest, required: boolean): Promise<void> {
    const token = bearerToken(request);
    if (!token) {
      if (required) throw new UnauthorizedError();
      return;
    }
    let verified: VerifiedToken;
    try {
      verified = await options.tokens.verify(token);
    } catch {
      throw new UnauthorizedError();
    }
    // A token of one edition is worth nothing in the other (separate markets).
    if (verified.region !== request.region) throw new UnauthorizedError();
    const { expiresAt: _expiresAt, ...principal } = verified;
    if (await options.isRefused?.(principal)) throw new UnauthorizedError();
    request.principal = principal;
  }

  app.decorate('authenticate', (request: FastifyRequest) => readPrincipal(request, true));
  app.decorate('identify', (request: FastifyRequest) => readPrincipal(request, false));
});

/** For admin-only routes, after `authenticate`. */
export function requireAdmin(request: FastifyRequest): void {
  if (request.principal?.role !== 'admin') throw new ForbiddenError();
}
