import { MESSAGES, SHORT_CODE_LENGTH, type PendingConfirmation, type Region } from '@marketplace/contract';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { Clock } from '../../shared/clock.ts';
import { DomainError, NotFoundError, TooManyRequestsError } from '../../shared/errors.ts';
import { hmac, randomDigits, safeEqual } from '../../shared/secrets.ts';
import type { EventLog } from '../events/index.ts';
import { queueMessage } from '../outbox/index.ts';
import { codeMessage } from './short-codes.messages.ts';
import type { ShortCodePurpose, ShortCodesRepository } from './short-codes.repository.ts';

export const CODE_TTL_MS = 15 * 60 * 1000;
export const MAX_FAILED_ATTEMPTS = 5;
export const RESEND_COOLDOWN_MS = 60 * 1000;

export interface IssueCodeInput {
  accountId: number;
  region: Region;
  purpose: ShortCodePurpose;
  channel: 'email' | 'sms';
  /** The e-mail address or phone number the code goes to. */
  target: string;
}

/** The repositories of a caller's unit of work that a code joins (`prepare`): the code and its message. */
export interface ShortCodesScope {
  shortCodes: ShortCodesRepository;
  events: EventLog;
}

export interface VerifiedCode {
  accountId: number;
  purpose: ShortCodePurpose;
  target: string;
}

/**
 * Six-digit confirmation codes: valid 15 minutes, resendable once a minute, void after 5 wrong
 * tries in total (a resend sends a new code but keeps the count). Only an HMAC of each code is stored.
 */
export function createShortCodesService(deps: {
  shortCodesRepository: ShortCodesRepository;
  unitOfWork: UnitOfWork<ShortCodesScope>;
  secret: string;
  clock: Clock;
}) {
  const hashCode = (id: string, code: string) => hmac(deps.secret, `${id}:${code}`);
  const repository = deps.shortCodesRepository;

  /** The code's message, queued on the transaction that stores the code (decision 075). */
  function queueCode(events: EventLog, input: IssueCodeInput, code: string) {
    return queueMessage(events, {
      region: input.region,
      channel: input.channel,
      recipient: input.target,
      ...codeMessage(input.region, input.purpose, input.channel, code),
    });
  }

  return {
    /**
     * Records a code and queues its message inside the caller's unit of work (its repositories):
     * the message goes out once that commits, so it never refers to a code that was rolled back.
     */
    async prepare(input: IssueCodeInput, scope: ShortCodesScope): Promise<{ id: string }> {
      const now = deps.clock();
      const code = randomDigits(SHORT_CODE_LENGTH);
      const id = crypto.randomUUID();
      await scope.shortCodes.create({
        id,
        accountId: input.accountId,
        purpose: input.purpose,
        channel: input.channel,
        target: input.target,
        codeHash: hashCode(id, code),
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        sentAt: now,
      });
      await queueCode(scope.events, input, code);
      return { id };
    },

    async issue(input: IssueCodeInput): Promise<string> {
      const { id } = await deps.unitOfWork((scope) => this.prepare(input, scope));
      return id;
    },

    /**
     * Checks a code; a wrong one counts against the limit even though the call fails, so the
     * count is committed before the error is thrown.
     */
    async verify(id: string, code: string, region: Region): Promise<VerifiedCode> {
      const now = deps.clock();
      const outcome = await deps.unitOfWork(async ({ shortCodes: codes }) => {
        const row = await codes.find(id, { forUpdate: true });
        // A sign-in code confirms nothing: only `attempt` takes it.
        if (!row || row.region !== region || row.purpose === 'sign_in') return { kind: 'unknown' as const };
        if (row.failedAttempts >= MAX_FAILED_ATTEMPTS) return { kind: 'exhausted' as const };
        if (row.usedAt || row.expiresAt <= now) return { kind: 'void' as const };
        if (!safeEqual(row.codeHash, hashCode(id, code.trim()))) {
          await codes.recordFailure(id);
          return { kind: 'wrong' as const };
        }
        await codes.markUsed(id, now);
        return {
          kind: 'ok' as const,
          verified: { accountId: row.accountId, purpose: row.purpose, target: row.target },
        };
      });
      if (outcome.kind === 'ok') return outcome.verified;
      if (outcome.kind === 'exhausted') throw new DomainError(410, MESSAGES.tooManyWrongCodes);
      if (outcome.kind === 'void') throw new DomainError(410, MESSAGES.codeExpired);
      throw new NotFoundError(MESSAGES.incorrectCode);
    },

    /**
     * One try of a sign-in code of `accountId` (decision 071), counted before anything is checked,
     * and the check the code vouches for (the password) is the caller's: a wrong code or a wrong
     * password both spend a try, 5 in all; `passed` uses the code up once both were right.
     */
    async attempt(
      id: string,
      code: string,
      expected: { accountId: number | undefined; region: Region },
    ): Promise<{ passed: () => Promise<void> }> {
      const now = deps.clock();
      const row = await repository.find(id);
      const ours =
        row?.purpose === 'sign_in' && row.region === expected.region && row.accountId === expected.accountId;
      if (!ours) throw new NotFoundError(MESSAGES.incorrectCode);
      const live = await repository.takeTry(id, now, MAX_FAILED_ATTEMPTS);
      if (!live) {
        const spent = !row.usedAt && row.expiresAt > now;
        throw new DomainError(410, spent ? MESSAGES.tooManyWrongCodes : MESSAGES.codeExpired);
      }
      if (!safeEqual(live.codeHash, hashCode(id, code.trim())))
        throw new NotFoundError(MESSAGES.incorrectCode);
      return { passed: () => repository.markUsed(id, deps.clock()) };
    },

    /**
     * The registration confirmation an unconfirmed account still has open: its uuid (what
     * `confirm` and `resend` take) and the channel its code went by. Only for its owner, once the
     * password proved it (decision 083).
     */
    async pendingRegistration(accountId: number): Promise<PendingConfirmation | undefined> {
      const row = await repository.findLatestUnused(accountId, 'registration');
      return row && { uuid: row.id, authType: row.channel };
    },

    /**
     * Sends a fresh code for the same confirmation, at most once a minute. The wrong tries made so
     * far still count: once they reach the limit, the confirmation must start over.
     * `beforeSend` applies the caller's limits once the request is known to be sendable.
     */
    async resend(
      id: string,
      region: Region,
      beforeSend: (target: string) => Promise<void> = async () => undefined,
    ): Promise<void> {
      const now = deps.clock();
      const row = await repository.find(id);
      if (!row || row.usedAt || row.region !== region) throw new NotFoundError();
      if (row.failedAttempts >= MAX_FAILED_ATTEMPTS) throw new DomainError(410, MESSAGES.tooManyWrongCodes);
      const waitMs = row.sentAt.getTime() + RESEND_COOLDOWN_MS - now.getTime();
      if (waitMs > 0) throw new TooManyRequestsError(MESSAGES.resendTooSoon, Math.ceil(waitMs / 1000));
      await beforeSend(row.target);
      const code = randomDigits(SHORT_CODE_LENGTH);
      await deps.unitOfWork(async ({ shortCodes, events }) => {
        await shortCodes.replaceCode(id, {
          codeHash: hashCode(id, code),
          expiresAt: new Date(now.getTime() + CODE_TTL_MS),
          sentAt: now,
        });
        await queueCode(
          events,
          {
            accountId: row.accountId,
            region,
            purpose: row.purpose,
            channel: row.channel,
            target: row.target,
          },
          code,
        );
      });
    },
  };
}

export type ShortCodesService = ReturnType<typeof createShortCodesService>;
