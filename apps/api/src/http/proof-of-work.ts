import {
  MESSAGES,
  PROOF_OF_WORK_HEADER,
  PROOF_OF_WORK_HEADER_MAX_LENGTH,
  type ProofOfWorkChallenge,
} from '@marketplace/contract';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import ipaddr from 'ipaddr.js';
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { RateLimiter } from '../adapters/rate-limits/rate-limiter.ts';
import type { Env } from '../config/env.ts';
import type { Clock } from '../shared/clock.ts';
import { BadRequestError, ChallengeRequiredError } from '../shared/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A form anyone may send, which asks for proof of work under suspicion (decision 134). */
    proofOfWork?: ProofOfWorkForm;
  }
}

export type ProofOfWorkForm = 'registration' | 'contact' | 'password-reset';

const HEADER = PROOF_OF_WORK_HEADER.toLowerCase();

/**
 * The network an address belongs to, as one sender: an IPv4 address's /24, an IPv6 address's /64
 * (one household or server gets a whole /64); an IPv4-mapped IPv6 address counts as its IPv4.
 */
export function networkOf(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  // `process` turns an IPv4-mapped IPv6 address into its IPv4 one.
  const address = ipaddr.process(ip).toString();
  return ipaddr.IPv4.isValid(address)
    ? `${ipaddr.IPv4.networkAddressFromCIDR(`${address}/24`).toString()}/24`
    : `${ipaddr.IPv6.networkAddressFromCIDR(`${address}/64`).toString()}/64`;
}

const hex = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[0-9a-f]+$/);

/** A solution as ALTCHA's solver sends it; anything else is refused before any HMAC is computed. */
const PayloadSchema = z.strictObject({
  challenge: z.strictObject({
    parameters: z.strictObject({
      algorithm: z.literal('SHA-256'),
      nonce: hex(64),
      salt: hex(64),
      cost: z.number().int().min(1).max(1),
      keyLength: z.number().int().min(1).max(64),
      keyPrefix: hex(128),
      keySignature: hex(128),
      expiresAt: z.number().int().positive(),
      data: z.strictObject({ form: z.string().max(32) }),
    }),
    signature: hex(128),
  }),
  solution: z.strictObject({
    counter: z.number().int().min(0).max(0xffff_ffff),
    derivedKey: hex(128),
    time: z.number().min(0).max(1e9).optional(),
  }),
});

export interface ProofOfWorkSettings {
  secret: string;
  maxNumber: number;
  ttlSeconds: number;
  ipAttempts: number;
  networkAttempts: number;
  windowSeconds: number;
}

export function proofOfWorkSettings(env: Env): ProofOfWorkSettings {
  return {
    secret: env.ALTCHA_HMAC_KEY,
    maxNumber: env.ALTCHA_MAX_NUMBER,
    ttlSeconds: env.ALTCHA_CHALLENGE_TTL_SECONDS,
    ipAttempts: env.PROOF_OF_WORK_IP_ATTEMPTS,
    networkAttempts: env.PROOF_OF_WORK_NETWORK_ATTEMPTS,
    windowSeconds: env.PROOF_OF_WORK_WINDOW_SECONDS,
  };
}

/**
 * Proof of work on the forms anyone may send (decision 134): suspicion is counted per IP and per
 * network over the shared rate-limit store; challenges are ALTCHA's (SHA-256, signed with
 * ALTCHA_HMAC_KEY, bound to their form, expiring); a solution is taken once, marked used in the
 * same store until its challenge expires, so no process takes it twice.
 */
export function createProofOfWork(deps: {
  settings: ProofOfWorkSettings;
  rateLimiter: RateLimiter;
  clock: Clock;
}) {
  const { settings, rateLimiter, clock } = deps;
  const window = (max: number) => ({ max, windowMs: settings.windowSeconds * 1000 });
  const failed = () => new BadRequestError(MESSAGES.robotCheckFailed);

  return {
    /** Counts one attempt from `ip` (and its network); true once either is past its allowance. */
    async attempt(ip: string): Promise<boolean> {
      const [byIp, byNetwork] = await Promise.all([
        rateLimiter.hit('proof-of-work-ip', ip, window(settings.ipAttempts)),
        rateLimiter.hit('proof-of-work-network', networkOf(ip), window(settings.networkAttempts)),
      ]);
      return !byIp.allowed || !byNetwork.allowed;
    },

    /** A new challenge for `form`: a counter between half and all of ALTCHA_MAX_NUMBER to find. */
    async challenge(form: ProofOfWorkForm): Promise<ProofOfWorkChallenge> {
      const half = Math.floor(settings.maxNumber / 2);
      const challenge = await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(half, settings.maxNumber + 1),
        deriveKey,
        expiresAt: new Date(clock().getTime() + settings.ttlSeconds * 1000),
        data: { form },
        hmacSignatureSecret: settings.secret,
        hmacKeySignatureSecret: settings.secret,
      });
      return challenge as ProofOfWorkChallenge;
    },

    /** Takes a solution for `form`, once; throws the 400 that says why otherwise. */
    async verify(header: string, form: ProofOfWorkForm): Promise<void> {
      if (header.length > PROOF_OF_WORK_HEADER_MAX_LENGTH) throw failed();
      let raw: unknown;
      try {
        raw = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
      } catch {
        throw failed();
      }
      const parsed = PayloadSchema.safeParse(raw);
      if (!parsed.success) throw failed();
      const { challenge } = parsed.data;
      const expiresAt = new Date(challenge.parameters.expiresAt * 1000);
      if (expiresAt <= clock()) throw new BadRequestError(MESSAGES.robotCheckExpired);
      // The signature covers the parameters as they were written: the raw object is what is checked.
      const payload = raw as z.infer<typeof PayloadSchema>;
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: settings.secret,
        hmacKeySignatureSecret: settings.secret,
      });
      if (result.expired) throw new BadRequestError(MESSAGES.robotCheckExpired);
      if (!result.verified || challenge.parameters.data.form !== form) throw failed();
      if (!(await rateLimiter.claim('proof-of-work-used', challenge.signature, expiresAt)))
        throw new BadRequestError(MESSAGES.robotCheckUsed);
    },
  };
}

export type ProofOfWork = ReturnType<typeof createProofOfWork>;

/**
 * Routes with `config.proofOfWork` count every attempt, failures twice; a request under suspicion
 * without a solution gets the 429 with a challenge, before its body is even read. A solution sent
 * is always checked, suspicion or not. The forms' own rate limits apply after this, unchanged.
 */
export const proofOfWorkPlugin = fp(
  async (app: FastifyInstance, { proofOfWork }: { proofOfWork: ProofOfWork }) => {
    app.addHook('onRequest', async (request) => {
      const form = request.routeOptions.config?.proofOfWork;
      if (!form) return;
      const suspicious = await proofOfWork.attempt(request.ip);
      const header = request.headers[HEADER];
      if (header !== undefined) return proofOfWork.verify(String(header), form);
      if (suspicious) throw new ChallengeRequiredError(await proofOfWork.challenge(form));
    });
    // Counted before the answer leaves, so the client's next attempt already sees it.
    app.addHook('onSend', async (request, reply, payload) => {
      const failed = reply.statusCode >= 400 && reply.statusCode !== 429;
      if (!request.routeOptions.config?.proofOfWork || !failed) return payload;
      try {
        await proofOfWork.attempt(request.ip);
      } catch (err) {
        request.log.warn({ err }, 'proof of work: a failure could not be counted');
      }
      return payload;
    });
  },
);
