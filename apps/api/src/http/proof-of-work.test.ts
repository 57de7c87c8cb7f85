import { MESSAGES, type ProofOfWorkChallenge } from '@marketplace/contract';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registrationPayload } from '../test/accounts.ts';
import { buildTestApp, createTestClock, type TestApp } from '../test/build-test-app.ts';
import { captureLog } from '../test/captured-log.ts';
import { outboxOf } from '../test/outbox.ts';
import { networkOf } from './proof-of-work.ts';

const WINDOW_MS = 600_000;
const IP_ATTEMPTS = 3;
const NETWORK_ATTEMPTS = 6;
const TTL_SECONDS = 120;

/** Client addresses unique per run (with TEST_REDIS_URL the counters outlive the test), one /64 each. */
const run = randomBytes(4).toString('hex');
let lastNetwork = 0;
const network = () => `2001:db8:${run.slice(0, 4)}:${(++lastNetwork).toString(16)}`;
const freshIp = () => `${network()}::1`;
let lastAddress = 0;
const address = () => `pow.${run}.${++lastAddress}@example.com`;

type Form = {
  name: 'registration' | 'contact' | 'password-reset';
  path: string;
  body: () => Record<string, unknown>;
  /** The address the form sends an e-mail to (nothing is sent for a refused request). */
  recipient: (body: Record<string, unknown>) => string;
  ok: number;
  /** Whether a taken request e-mails `recipient` (a reset link goes only to an account's address). */
  mails: boolean;
};

const FORMS: Form[] = [
  {
    name: 'registration',
    path: '/api/accounts/register',
    body: () => registrationPayload('us'),
    recipient: (body) => (body as ReturnType<typeof registrationPayload>).account.data.email,
    ok: 200,
    mails: true,
  },
  {
    name: 'contact',
    path: '/api/contact',
    body: () => ({ subject: 'payments', email_address: address(), message: 'Where is my parcel?' }),
    recipient: (body) => body.email_address as string,
    ok: 204,
    mails: true,
  },
  {
    name: 'password-reset',
    path: '/api/accounts/forgotten-password',
    body: () => ({ email: address() }),
    recipient: (body) => body.email as string,
    ok: 200,
    mails: false,
  },
];

/** What the web app does: solve with ALTCHA's solver, send `{challenge, solution}` as base64 JSON. */
async function solve(challenge: ProofOfWorkChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('proof of work on the forms anyone may send (decision 134)', () => {
  let t: TestApp;
  const clock = createTestClock();
  beforeAll(async () => {
    t = await buildTestApp({
      clock,
      env: {
        PROOF_OF_WORK_IP_ATTEMPTS: String(IP_ATTEMPTS),
        PROOF_OF_WORK_NETWORK_ATTEMPTS: String(NETWORK_ATTEMPTS),
        PROOF_OF_WORK_WINDOW_SECONDS: String(WINDOW_MS / 1000),
        ALTCHA_CHALLENGE_TTL_SECONDS: String(TTL_SECONDS),
        // CI runs this file once more with the counters and used solutions in Redis.
        ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
      },
    });
  });
  afterAll(() => t.close());
  // Each test starts a fresh window (fixed windows aligned to their length).
  beforeEach(() => clock.advance(WINDOW_MS - (clock().getTime() % WINDOW_MS)));

  const send = (form: Form, body: object, ip: string, proof?: string) =>
    t.anonymous.post(form.path, body, {
      remoteAddress: ip,
      headers: proof === undefined ? {} : { 'x-altcha': proof },
    });

  /** Spends the address's allowance, then answers the challenge the next attempt gets. */
  async function challenged(form: Form, ip: string): Promise<ProofOfWorkChallenge> {
    for (let i = 0; i < IP_ATTEMPTS; i++)
      expect((await send(form, form.body(), ip)).statusCode).toBe(form.ok);
    const refused = await send(form, form.body(), ip);
    expect(refused.statusCode).toBe(429);
    return refused.json().challenge as ProofOfWorkChallenge;
  }

  describe.each(FORMS)('$name', (form) => {
    it('without suspicion, is taken as before: no header, no challenge', async () => {
      const ip = freshIp();
      for (let i = 0; i < IP_ATTEMPTS; i++) {
        const body = form.body();
        const response = await send(form, body, ip);
        expect(response.statusCode).toBe(form.ok);
        expect(response.body).not.toContain('challenge');
      }
    });

    it('under a burst from one address, answers 429 with a signed challenge and does nothing', async () => {
      const ip = freshIp();
      for (let i = 0; i < IP_ATTEMPTS; i++) await send(form, form.body(), ip);
      const body = form.body();
      const refused = await send(form, body, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeUndefined();
      const answer = refused.json();
      expect(answer).toMatchObject({
        code: 429,
        message: MESSAGES.robotCheckRequired,
        challenge: {
          parameters: { algorithm: 'SHA-256', cost: 1, data: { form: form.name } },
          signature: expect.stringMatching(/^[0-9a-f]{64}$/),
        },
      });
      const expiresAt = answer.challenge.parameters.expiresAt * 1000;
      expect(expiresAt - clock().getTime()).toBeGreaterThan((TTL_SECONDS - 2) * 1000);
      expect(expiresAt - clock().getTime()).toBeLessThanOrEqual(TTL_SECONDS * 1000);
      await t.drainEvents();
      expect(await outboxOf(t, form.recipient(body))).toHaveLength(0);
    });

    it('takes the same request with a solution, once: the solution sent again is refused', async () => {
      const ip = freshIp();
      const proof = await solve(await challenged(form, ip));
      const body = form.body();
      expect((await send(form, body, ip, proof)).statusCode).toBe(form.ok);
      await t.drainEvents();
      expect(await outboxOf(t, form.recipient(body))).toHaveLength(form.mails ? 1 : 0);

      const again = await send(form, form.body(), ip, proof);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ code: 400, message: MESSAGES.robotCheckUsed });
      // From another address too: a solution is not tied to who solved it, only to its one use.
      expect((await send(form, form.body(), freshIp(), proof)).json().message).toBe(MESSAGES.robotCheckUsed);
    });

    it('takes one of two concurrent requests carrying the same solution', async () => {
      const ip = freshIp();
      const proof = await solve(await challenged(form, ip));
      const answers = await Promise.all(Array.from({ length: 4 }, () => send(form, form.body(), ip, proof)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([form.ok, 400, 400, 400].sort());
      for (const answer of answers.filter((one) => one.statusCode === 400))
        expect(answer.json().message).toBe(MESSAGES.robotCheckUsed);
    });

    it('refuses a wrong, forged or expired solution with a clear 400, writing nothing', async () => {
      const ip = freshIp();
      const challenge = await challenged(form, ip);
      const proof = await solve(challenge);
      const decoded = JSON.parse(Buffer.from(proof, 'base64').toString()) as {
        challenge: ProofOfWorkChallenge;
        solution: { counter: number; derivedKey: string };
      };
      const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
      const failed = { code: 400, message: MESSAGES.robotCheckFailed };

      const wrongKey = encode({
        ...decoded,
        solution: {
          ...decoded.solution,
          derivedKey: decoded.solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0')),
        },
      });
      // An easier challenge of the client's own making, signed with a key that is not the server's.
      const forgedChallenge = await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: 10,
        deriveKey,
        expiresAt: new Date(clock().getTime() + 60_000),
        data: { form: form.name },
        hmacSignatureSecret: 'not-the-server-secret-0123456789abcdef',
        hmacKeySignatureSecret: 'not-the-server-secret-0123456789abcdef',
      });
      const forged = await solve(forgedChallenge as ProofOfWorkChallenge);
      // The server's challenge with an altered difficulty: its signature no longer matches.
      const tampered = encode({
        ...decoded,
        challenge: {
          ...decoded.challenge,
          parameters: {
            ...decoded.challenge.parameters,
            expiresAt: decoded.challenge.parameters.expiresAt! + 3600,
          },
        },
      });
      const otherForm = FORMS.find((one) => one.name !== form.name)!;
      for (const bad of [
        wrongKey,
        forged,
        tampered,
        'not base64 at all',
        encode({ nothing: 1 }),
        'x'.repeat(3000),
      ]) {
        const body = form.body();
        const answer = await send(form, body, ip, bad);
        expect(answer.statusCode, bad.slice(0, 40)).toBe(400);
        expect(answer.json()).toEqual(failed);
        await t.drainEvents();
        expect(await outboxOf(t, form.recipient(body))).toHaveLength(0);
      }
      // A solution is for the form its challenge was made for.
      expect((await send(otherForm, otherForm.body(), freshIp(), proof)).json()).toEqual(failed);

      // Solved in time, sent too late.
      clock.advance(TTL_SECONDS * 1000 + 1_000);
      const late = await send(form, form.body(), ip, proof);
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual({ code: 400, message: MESSAGES.robotCheckExpired });
    });
  });

  it('counts a network as one sender: a /64 (or /24) spread over many addresses is challenged too', async () => {
    const form = FORMS[1]!;
    const prefix = network();
    for (let i = 1; i <= NETWORK_ATTEMPTS; i++)
      expect((await send(form, form.body(), `${prefix}::${i}`)).statusCode).toBe(204);
    expect((await send(form, form.body(), `${prefix}::ffff`)).statusCode).toBe(429);
    // A neighbouring network is not.
    expect((await send(form, form.body(), freshIp())).statusCode).toBe(204);
  });

  it('counts failures twice: repeated bad attempts are challenged sooner', async () => {
    const form = FORMS[0]!;
    const ip = freshIp();
    // Two refused attempts count four: the third, valid, is one past the allowance of three.
    expect((await send(form, { account: {} }, ip)).statusCode).toBe(400);
    expect((await send(form, { account: {} }, ip)).statusCode).toBe(400);
    expect((await send(form, form.body(), ip)).statusCode).toBe(429);
  });

  it('leaves the forms’ own rate limits as they are: a solution does not lift them', async () => {
    const form = FORMS[2]!;
    const ip = freshIp();
    const email = address();
    // Three reset links an hour for one address (ACCOUNT_RATE_LIMITS.passwordResetsPerAddress).
    for (let i = 0; i < 3; i++) expect((await send(form, { email }, ip)).statusCode).toBe(200);
    const challenge = (await send(form, { email }, ip)).json().challenge as ProofOfWorkChallenge;
    const refused = await send(form, { email }, ip, await solve(challenge));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 429, message: MESSAGES.tooManyAttempts });
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('the network of an address', () => {
  it('is the /24 of an IPv4 address and the /64 of an IPv6 one, written one way', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('2001:db8:0a:1::5')).toBe('2001:db8:a:1::/64');
    expect(networkOf('2001:0db8:000a:0001:ffff:0:0:1')).toBe('2001:db8:a:1::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8::/64');
    expect(networkOf('fe80::1%eth0')).toBe('fe80::/64');
    expect(networkOf('::1')).toBe('::/64');
    expect(networkOf('not an address')).toBe('not an address');
  });
});

describe('proof of work in the logs', () => {
  it('never writes a solution or the key, even at trace level', async () => {
    const log = captureLog();
    const key = 'the-altcha-key-nobody-may-read-0123456789';
    const t = await buildTestApp({
      env: { LOG_LEVEL: 'trace', ALTCHA_HMAC_KEY: key, PROOF_OF_WORK_IP_ATTEMPTS: '1' },
      logStream: log.stream,
    });
    try {
      const ip = freshIp();
      const body = () => ({ subject: 'payments', email_address: address(), message: 'Hello' });
      await t.anonymous.post('/api/contact', body(), { remoteAddress: ip });
      const refused = await t.anonymous.post('/api/contact', body(), { remoteAddress: ip });
      const proof = await solve(refused.json().challenge as ProofOfWorkChallenge);
      const taken = await t.anonymous.post('/api/contact', body(), {
        remoteAddress: ip,
        headers: { 'x-altcha': proof },
      });
      expect(taken.statusCode).toBe(204);
      await t.anonymous.post('/api/contact', body(), { remoteAddress: ip, headers: { 'x-altcha': proof } });
      const { solution } = JSON.parse(Buffer.from(proof, 'base64').toString()) as {
        solution: { derivedKey: string };
      };
      await t.close();
      const text = log.text();
      expect(text).toContain('/api/contact');
      expect(text).not.toContain(proof.slice(0, 40));
      expect(text).not.toContain(solution.derivedKey);
      expect(text).not.toContain(key);
    } finally {
      await t.close().catch(() => undefined);
    }
  });
});
