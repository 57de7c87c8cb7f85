import type { Region, SessionDto, UserDto } from '@marketplace/contract';
import type { AccessTokens, Principal } from '../../http/auth.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { Clock } from '../../shared/clock.ts';
import { UnauthorizedError } from '../../shared/errors.ts';
import { randomToken, sha256 } from '../../shared/secrets.ts';
import type { EventLog } from '../events/index.ts';
import { queueRevocation } from '../realtime/index.ts';
import { notificationIdentity } from '../notifications/index.ts';
import type { ShortCodesService } from '../short-codes/index.ts';
import type { LoginThrottle } from './login-throttle.ts';
import type { SessionsRepository } from './sessions.repository.ts';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface IssuedSession {
  session: SessionDto;
  refreshToken: string;
}

/**
 * Sessions: a short-lived access token (JWT) plus a refresh token kept in an httpOnly cookie.
 * Each refresh rotates the refresh token; presenting an already rotated one is treated as theft
 * and revokes the whole family (every token descended from that login).
 */
export function createSessionsService(deps: {
  sessionsRepository: SessionsRepository;
  unitOfWork: UnitOfWork<{ sessions: SessionsRepository; events: EventLog }>;
  /** The accounts module's reads and credential checks (its services, handed in by app.ts). */
  accounts: { me(accountId: number, region: Region): Promise<UserDto> };
  credentials: {
    authenticate(
      region: Region,
      login: string,
      password: string,
      admit: (accountId: number | undefined) => Promise<{ passed: () => Promise<void> }>,
    ): Promise<{ id: number }>;
    sendSignInCode(region: Region, login: string, ip: string): Promise<{ uuid: string }>;
  };
  shortCodes: Pick<ShortCodesService, 'attempt'>;
  accessTokens: AccessTokens;
  /** The access token's lifetime, which the notification identity shares (decision 072). */
  accessTokenTtlSeconds: number;
  throttle: LoginThrottle;
  secret: string;
  clock: Clock;
}) {
  const repository = deps.sessionsRepository;

  async function issue(
    accountId: number,
    region: Region,
    familyId: string,
    userAgent: string | undefined,
    sessions = repository,
  ) {
    const refreshToken = randomToken();
    await sessions.createToken({
      accountId,
      familyId,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(deps.clock().getTime() + REFRESH_TOKEN_TTL_MS),
      userAgent: userAgent?.slice(0, 300),
    });
    return refreshToken;
  }

  async function sessionFor(accountId: number, region: Region, familyId: string): Promise<SessionDto> {
    const user = await deps.accounts.me(accountId, region);
    // The token names its session, so that the sockets it opens end with it.
    const token = await deps.accessTokens.sign({ accountId, region, role: user.role, familyId });
    return {
      token,
      user,
      notificationIdentity: notificationIdentity(
        deps.secret,
        region,
        accountId,
        new Date(deps.clock().getTime() + deps.accessTokenTtlSeconds * 1000),
      ),
    };
  }

  return {
    /**
     * Signs in with a password, counted by the throttle; or, past the throttle, with the password
     * and an e-mailed sign-in code, whose own 5 tries bound the guesses (decision 071).
     */
    async login(input: {
      region: Region;
      username: string;
      password: string;
      code?: string;
      uuid?: string;
      ip: string;
      userAgent?: string;
    }): Promise<IssuedSession> {
      const { region, username, code, uuid, ip } = input;
      const account = await deps.credentials.authenticate(region, username, input.password, (accountId) =>
        code !== undefined && uuid !== undefined
          ? deps.shortCodes.attempt(uuid, code, { accountId, region })
          : deps.throttle.attempt(region, accountId ? { accountId } : { unknownName: username }, ip),
      );
      const familyId = crypto.randomUUID();
      const refreshToken = await issue(account.id, region, familyId, input.userAgent);
      return { session: await sessionFor(account.id, region, familyId), refreshToken };
    },

    sendSignInCode: (region: Region, username: string, ip: string) =>
      deps.credentials.sendSignInCode(region, username, ip),

    async refresh(input: {
      region: Region;
      refreshToken: string | undefined;
      userAgent?: string;
    }): Promise<IssuedSession> {
      if (!input.refreshToken) throw new UnauthorizedError();
      const now = deps.clock();
      const outcome = await deps.unitOfWork(async ({ sessions: tokens, events }) => {
        const row = await tokens.findTokenForUpdate(sha256(input.refreshToken!));
        if (!row || row.revokedAt || row.expiresAt <= now) return undefined;
        // A token of the other edition is refused untouched: it stays valid where it belongs.
        if (row.region !== input.region) return undefined;
        if (row.rotatedAt) {
          await tokens.revokeFamily(row.familyId, now);
          // A stolen session's sockets end with it (decisions 074, 075).
          await queueRevocation(events, row.accountId, row.familyId);
          return { reused: true as const };
        }
        await tokens.markRotated(row.id, now);
        const next = await issue(row.accountId, input.region, row.familyId, input.userAgent, tokens);
        return { accountId: row.accountId, familyId: row.familyId, refreshToken: next };
      });
      if (!outcome) throw new UnauthorizedError();
      if ('reused' in outcome) throw new UnauthorizedError();
      const session = await sessionFor(outcome.accountId, input.region, outcome.familyId).catch(() => {
        throw new UnauthorizedError();
      });
      return { session, refreshToken: outcome.refreshToken };
    },

    async logout(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const now = deps.clock();
      await deps.unitOfWork(async ({ sessions: tokens, events }) => {
        const row = await tokens.findTokenForUpdate(sha256(refreshToken));
        if (!row) return;
        await tokens.revokeFamily(row.familyId, now);
        // The session's sockets end with it (decisions 074, 075).
        await queueRevocation(events, row.accountId, row.familyId);
      });
    },

    /** The family of a refresh token, so a password change can keep the current session. */
    async familyOf(refreshToken: string | undefined): Promise<string | undefined> {
      if (!refreshToken) return undefined;
      const row = await deps.unitOfWork(({ sessions }) => sessions.findTokenForUpdate(sha256(refreshToken)));
      return row?.familyId;
    },

    /** Ends every session of an account (a password change or reset), or every one but `exceptFamilyId`. */
    async revokeAll(accountId: number, exceptFamilyId?: string): Promise<void> {
      await deps.unitOfWork(async ({ sessions: tokens, events }) => {
        await tokens.revokeAccount(accountId, deps.clock(), exceptFamilyId);
        // The sockets of those sessions end with them.
        await queueRevocation(events, accountId, null, exceptFamilyId);
      });
    },

    /** Whether a token's account and session are still good (the realtime socket asks on connect). */
    isLive: (principal: Pick<Principal, 'accountId' | 'familyId'>) =>
      repository.isLive(principal.accountId, principal.familyId, deps.clock()),
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
