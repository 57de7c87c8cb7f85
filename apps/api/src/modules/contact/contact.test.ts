import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECTS, MESSAGES } from '@marketplace/contract';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/index.ts';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';
import { outboxOf, refuseMailTo } from '../../test/outbox.ts';
import { retryDelayMs } from '../events/events.relay.ts';
import { CONTACT_RATE_LIMITS } from './contact.service.ts';

const HOUR = 60 * 60 * 1000;
/**
 * Client addresses from the documentation ranges, and sender addresses, unique per run: with
 * TEST_REDIS_URL the counters outlive the test.
 */
const run = randomBytes(4).toString('hex');
let lastClient = Math.floor(Math.random() * 200);
const publicIp = () => `2001:db8:${run.slice(0, 4)}:${run.slice(4)}::${(++lastClient).toString(16)}`;
let lastSender = 0;
const sender = () => `sender.${run}.${++lastSender}@example.com`;

const ADMIN_US = 'support-us@marketplace.test';
const ADMIN_PL = 'support-pl@marketplace.test';

describe('contact form', () => {
  let t: TestApp;
  const clock = createTestClock();
  beforeAll(async () => {
    t = await buildTestApp({
      clock,
      env: {
        CONTACT_EMAIL_US: ADMIN_US,
        CONTACT_EMAIL_PL: ADMIN_PL,
        // CI runs this file once more with the rate-limit counters in Redis.
        ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
      },
    });
  });
  afterAll(() => t.close());
  // Each test starts a fresh window of the limits (fixed windows aligned to the hour).
  beforeEach(() => clock.advance(HOUR - (clock().getTime() % HOUR)));

  const send = (
    body: object,
    { region = 'us', ip = publicIp() }: { region?: 'us' | 'pl'; ip?: string } = {},
  ) => t.anonymous.post('/api/contact', body, { region, remoteAddress: ip });
  const valid = (overrides: object = {}) => ({
    subject: 'payments',
    email_address: sender(),
    message: 'Where is my parcel?\nOrder #12 was paid a week ago.',
    ...overrides,
  });
  const outbox = (recipient: string) => outboxOf(t, recipient);
  const storedFrom = (email: string) =>
    t.database.db.select().from(contactMessages).where(eq(contactMessages.emailAddress, email));

  describe('GET /api/contact/subjects', () => {
    it('lists every subject with its label in the edition language, cacheable', async () => {
      const us = await t.anonymous.get('/api/contact/subjects', { region: 'us' });
      expect(us.statusCode).toBe(200);
      expect(us.json().map((subject: { key: string }) => subject.key)).toEqual([...CONTACT_SUBJECTS]);
      expect(us.json()).toContainEqual({ key: 'transport', label: 'Haul with us (transport)' });
      expect(us.json()).toContainEqual({ key: 'general', label: 'General question' });
      expect(us.headers['cache-control']).toBe('public, no-cache');
      expect(us.headers.vary).toContain('X-Sales-Channel');
      const again = await t.anonymous.get('/api/contact/subjects', {
        region: 'us',
        headers: { 'if-none-match': String(us.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    });

    it("gives the other edition's labels in Polish, under the same keys and a different ETag", async () => {
      const us = await t.anonymous.get('/api/contact/subjects', { region: 'us' });
      const pl = await t.anonymous.get('/api/contact/subjects', { region: 'pl' });
      expect(pl.json().map((subject: { key: string }) => subject.key)).toEqual([...CONTACT_SUBJECTS]);
      expect(pl.json()).toContainEqual({ key: 'general', label: 'Pytanie ogólne' });
      expect(pl.json()).toContainEqual({ key: 'payments', label: 'Zamówienia i płatności' });
      expect(pl.headers.etag).not.toBe(us.headers.etag);
      const labels = new Set(pl.json().map((subject: { label: string }) => subject.label));
      expect(labels.size).toBe(CONTACT_SUBJECTS.length);
      expect(us.json().some((subject: { label: string }) => labels.has(subject.label))).toBe(false);
    });

    it('needs an edition', async () => {
      expect((await t.anonymous.get('/api/contact/subjects', { region: null })).statusCode).toBe(400);
    });
  });

  describe('POST /api/contact', () => {
    it('stores the message and mails it to the edition administration, with the sender text as it is', async () => {
      const body = valid({ message: 'Hello <b>team</b> & "friends"\n\nSecond paragraph.' });
      const before = (await outbox(ADMIN_US)).length;
      const response = await send(body);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');

      const [stored] = await storedFrom(body.email_address);
      expect(stored).toMatchObject({
        region: 'us',
        subject: 'payments',
        emailAddress: body.email_address,
        message: body.message,
      });
      const mails = await outbox(ADMIN_US);
      expect(mails).toHaveLength(before + 1);
      const mail = mails[0]!;
      expect(mail).toMatchObject({ channel: 'email', recipient: ADMIN_US });
      expect(mail.subject).toBe(`Contact form: Orders and payments (from ${body.email_address})`);
      // Plain text: the sender's words exactly, nothing escaped or interpreted.
      expect(mail.text).toContain(`\n\n${body.message}`);
      expect(mail.text).toContain(`From: ${body.email_address}`);
      expect(mail.text).toContain(`Message no.: ${stored!.id}`);
      expect(await outbox(ADMIN_PL)).not.toContainEqual(expect.objectContaining({ text: mail.text }));
    });

    it('acknowledges to the sender in the edition language, without repeating the message', async () => {
      const us = valid({ subject: 'account', message: 'Please delete my account.' });
      expect((await send(us)).statusCode).toBe(204);
      const [usAck] = await outbox(us.email_address);
      expect(usAck!.subject).toBe('We have received your message');
      expect(usAck!.text).toContain('"My account"');
      expect(usAck!.text).not.toContain(us.message);

      const pl = valid({ subject: 'transport', message: 'Chcę przewozić dla was paczki.' });
      expect((await send(pl, { region: 'pl' })).statusCode).toBe(204);
      const [plAck] = await outbox(pl.email_address);
      expect(plAck!.subject).toBe('Otrzymaliśmy Twoją wiadomość');
      expect(plAck!.text).toContain('„Przewoź z nami (transport)”');
      expect(plAck!.text).not.toContain(pl.message);
      const [plAdmin] = await outbox(ADMIN_PL);
      expect(plAdmin!.subject).toBe(
        `Formularz kontaktowy: Przewoź z nami (transport) (od ${pl.email_address})`,
      );
      expect(plAdmin!.text).toContain(pl.message);
      const [stored] = await storedFrom(pl.email_address);
      expect(stored!.region).toBe('pl');
    });

    it('takes the message while a mailbox is down, and mails it and the acknowledgement once it is back, once', async () => {
      const body = valid({ message: `Sent while the mail server was down ${sender()}` });
      const mailboxes = [
        await refuseMailTo(t.database, ADMIN_US),
        await refuseMailTo(t.database, body.email_address),
      ];
      const forwarded = async () =>
        (await outbox(ADMIN_US)).filter((mail) => mail.text.includes(body.message));
      try {
        expect((await send(body)).statusCode).toBe(204);
        expect(await storedFrom(body.email_address)).toHaveLength(1);
        expect(await forwarded()).toEqual([]);
        expect(await outbox(body.email_address)).toEqual([]);
      } finally {
        for (const mailbox of mailboxes) await mailbox.restore();
      }
      clock.advance(retryDelayMs(1));
      expect(await forwarded()).toHaveLength(1);
      expect(await outbox(body.email_address)).toHaveLength(1);
      clock.advance(retryDelayMs(2));
      expect(await forwarded()).toHaveLength(1);
      expect(await outbox(body.email_address)).toHaveLength(1);
    });

    it('forwards a message holding a lone surrogate, as U+FFFD', async () => {
      const body = valid({ message: `Broken \ud800 emoji ${sender()}` });
      expect((await send(body)).statusCode).toBe(204);
      const [mail] = (await outbox(ADMIN_US)).filter((item) => item.text.includes(body.message.slice(9)));
      expect(mail!.text).toContain('Broken \uFFFD emoji');
    });

    it('trims the address and the message', async () => {
      const email = sender();
      expect((await send(valid({ email_address: `  ${email} `, message: '  Hi.  ' }))).statusCode).toBe(204);
      const [stored] = await storedFrom(email);
      expect(stored!.message).toBe('Hi.');
    });

    it.each([
      ['subject', { subject: undefined }, MESSAGES.required],
      ['subject', { subject: '' }, MESSAGES.required],
      ['subject', { subject: 'complaints' }, MESSAGES.invalidValue],
      ['emailAddress', { email_address: undefined }, MESSAGES.required],
      ['emailAddress', { email_address: '   ' }, MESSAGES.required],
      ['emailAddress', { email_address: 'not-an-address' }, MESSAGES.invalidEmail],
      ['emailAddress', { email_address: `${'a'.repeat(250)}@example.com` }, MESSAGES.invalidEmail],
      ['message', { message: undefined }, MESSAGES.required],
      ['message', { message: ' \n ' }, MESSAGES.required],
      ['message', { message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) }, MESSAGES.tooLong],
      ['message', { message: 42 }, MESSAGES.required],
    ])('refuses a bad %s (%j) with its field error, and changes nothing', async (field, change, message) => {
      const body = valid(change);
      const before = await outbox(ADMIN_US);
      const response = await send(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 400,
        message: MESSAGES.validationFailed,
        errors: { children: { [field]: { errors: [expect.any(String)] } } },
      });
      expect(response.json().errors.children[field].errors[0]).toBe(message);
      expect(await outbox(ADMIN_US)).toHaveLength(before.length);
      if (typeof body.email_address === 'string' && body.email_address.includes('@example.com')) {
        expect(await storedFrom(body.email_address)).toHaveLength(0);
      }
    });

    it('accepts a message of exactly the maximum length', async () => {
      const body = valid({ message: 'x'.repeat(CONTACT_MESSAGE_MAX) });
      expect((await send(body)).statusCode).toBe(204);
      expect((await storedFrom(body.email_address))[0]!.message).toHaveLength(CONTACT_MESSAGE_MAX);
    });

    it('names every missing field at once', async () => {
      const response = await send({});
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors.children).sort()).toEqual([
        'emailAddress',
        'message',
        'subject',
      ]);
    });

    it('takes 5 messages an hour from one IP per edition; another IP, the other edition and the next hour still pass', async () => {
      const ip = publicIp();
      const { max } = CONTACT_RATE_LIMITS.perIp;
      for (let i = 0; i < max; i++) expect((await send(valid(), { ip })).statusCode).toBe(204);
      const refused = valid();
      const limited = await send(refused, { ip });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ code: 429, message: MESSAGES.tooManyContactMessages });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(await storedFrom(refused.email_address)).toHaveLength(0);
      expect(await outbox(refused.email_address)).toHaveLength(0);

      expect((await send(valid(), { ip: publicIp() })).statusCode).toBe(204);
      expect((await send(valid(), { ip, region: 'pl' })).statusCode).toBe(204);
      clock.advance(HOUR);
      expect((await send(valid(), { ip })).statusCode).toBe(204);
    });

    it('takes 5 messages an hour from one sender address, whatever the IP', async () => {
      const email = sender();
      const { max } = CONTACT_RATE_LIMITS.perAddress;
      for (let i = 0; i < max; i++) {
        expect((await send(valid({ email_address: email }))).statusCode).toBe(204);
      }
      const limited = await send(valid({ email_address: email.toUpperCase() }));
      expect(limited.statusCode).toBe(429);
      expect(await outbox(email)).toHaveLength(max);
    });

    it('counts the sub-addresses of one mailbox as one sender, whatever their case', async () => {
      const [local, domain] = sender().split('@') as [string, string];
      const { max } = CONTACT_RATE_LIMITS.perAddress;
      for (let i = 0; i < max; i++) {
        expect((await send(valid({ email_address: `${local}+${i}@${domain}` }))).statusCode).toBe(204);
      }
      const tagged = `${local.toUpperCase()}+other@${domain.toUpperCase()}`;
      expect((await send(valid({ email_address: tagged }))).statusCode).toBe(429);
      expect((await send(valid({ email_address: `${local}@${domain}` }))).statusCode).toBe(429);
      expect(await outbox(tagged)).toHaveLength(0);
    });

    it('counts loopback callers per IP like any other (a proxy on this host without TRUST_PROXY)', async () => {
      const loopback = `127.${lastClient % 250}.${run.charCodeAt(0)}.${run.charCodeAt(1)}`;
      for (let i = 0; i < CONTACT_RATE_LIMITS.perIp.max; i++) {
        expect((await send(valid(), { ip: loopback })).statusCode).toBe(204);
      }
      expect((await send(valid(), { ip: loopback })).statusCode).toBe(429);
      expect((await send(valid(), { ip: '::1' })).statusCode).toBe(204);
    });

    it("behind a trusted proxy, counts each client by the proxy's X-Forwarded-For, not what the client sent", async () => {
      const proxied = await buildTestApp({
        clock,
        env: { TRUST_PROXY: 'loopback', CONTACT_EMAIL_US: ADMIN_US, CONTACT_EMAIL_PL: ADMIN_PL },
      });
      try {
        // The proxy (on this host) appends the address it saw; a client may send any header of its own.
        const through = (client: string, claimed: string) =>
          proxied.anonymous.post('/api/contact', valid(), {
            remoteAddress: '127.0.0.1',
            headers: { 'x-forwarded-for': `${claimed}, ${client}` },
          });
        const [client, neighbour] = [publicIp(), publicIp()];
        for (let i = 0; i < CONTACT_RATE_LIMITS.perIp.max; i++) {
          expect((await through(client, publicIp())).statusCode).toBe(204);
        }
        expect((await through(client, publicIp())).statusCode).toBe(429);
        expect((await through(neighbour, client)).statusCode).toBe(204);
      } finally {
        await proxied.close();
      }
    });
  });
});
