import { MESSAGES } from '@marketplace/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountReports, chatMessages, conversations } from '../../db/schema/index.ts';
import {
  buildTestApp,
  createTestClock,
  secondConnection,
  type Caller,
  type TestApp,
} from '../../test/build-test-app.ts';
import { sendMessage, startConversation } from '../../test/chat.ts';
import { createAccount } from '../../test/factories.ts';
import { normalisedFirstText, SAME_TEXT_LIMIT } from './chat.policy.ts';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const N = 5;

/**
 * Safe to trade in chat (decision 133): a new account starts at most N conversations an hour, in
 * any number of processes and however many requests arrive at once; the same first message to
 * more than K accounts is refused and the account flagged once.
 */
describe('chat limits of new accounts and of the same text to many', () => {
  let t: TestApp;
  let other: TestApp;
  const clock = createTestClock();

  beforeAll(async () => {
    const env = { CHAT_NEW_ACCOUNT_CONVERSATIONS_PER_HOUR: String(N), EVENT_RELAY: 'false' };
    t = await buildTestApp({ clock, env });
    // A second API process on the same database (its own pool on PostgreSQL).
    other = await buildTestApp({ clock, env, database: await secondConnection(t.database) });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  /** An account created `ageMs` before the test clock's now. */
  const person = async (ageMs = 0): Promise<Caller> => ({
    id: (await createAccount(t.database.db, { createdAt: new Date(clock().getTime() - ageMs) })).id,
    region: 'us',
  });
  const start = (app: TestApp, from: Caller, to: Caller) => app.as(from).post(`/api/conversations/${to.id}`);
  const startedBy = (account: Caller) =>
    t.database.db.select().from(conversations).where(eq(conversations.startedByAccountId, account.id));

  it(`lets an account younger than a day start ${N} conversations an hour; the next is refused with 429, nothing written`, async () => {
    const fresh = await person(HOUR);
    for (let i = 0; i < N; i++) expect((await start(t, fresh, await person(2 * DAY))).statusCode).toBe(201);
    const refused = await start(t, fresh, await person(2 * DAY));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 429, message: MESSAGES.newAccountConversationLimit });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await startedBy(fresh)).toHaveLength(N);
  });

  it('answers a conversation that exists without counting it', async () => {
    const fresh = await person();
    const sellers = await Promise.all(Array.from({ length: N }, () => person(2 * DAY)));
    for (const seller of sellers) expect((await start(t, fresh, seller)).statusCode).toBe(201);
    // Opening one of them again (the same pair) answers it: 200, not 429.
    expect((await start(t, fresh, sellers[0]!)).statusCode).toBe(200);
    expect((await start(t, fresh, await person(2 * DAY))).statusCode).toBe(429);
  });

  it('lets the account start again once the hour has passed, and limits nobody older than a day', async () => {
    const fresh = await person(20 * HOUR);
    for (let i = 0; i < N; i++) await start(t, fresh, await person(2 * DAY));
    expect((await start(t, fresh, await person(2 * DAY))).statusCode).toBe(429);
    clock.advance(HOUR + 1000);
    // 21 hours old now, and the window has moved.
    expect((await start(t, fresh, await person(2 * DAY))).statusCode).toBe(201);

    const old = await person(DAY + 1000);
    for (let i = 0; i < N + 3; i++) expect((await start(t, old, await person(2 * DAY))).statusCode).toBe(201);
  });

  it(`lets exactly ${N} of ${N + 3} parallel starts through, across two processes`, async () => {
    const fresh = await person();
    const sellers = await Promise.all(Array.from({ length: N + 3 }, () => person(2 * DAY)));
    const answers = await Promise.all(sellers.map((seller, i) => start(i % 2 ? other : t, fresh, seller)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(N);
    expect(codes.filter((code) => code === 429)).toHaveLength(3);
    expect(await startedBy(fresh)).toHaveLength(N);
  });

  describe('the same first message to many accounts', () => {
    const K = SAME_TEXT_LIMIT.maxRecipients;
    const pitch = 'Hello! I will pay by courier, send your phone number 555 0100 please';
    const flagsOf = (account: Caller) =>
      t.database.db
        .select()
        .from(accountReports)
        .where(
          and(eq(accountReports.reportedAccountId, account.id), isNull(accountReports.reporterAccountId)),
        );

    /** A conversation of `from` with a new seller each time. */
    const conversationWithNewSeller = async (from: Caller) =>
      (await startConversation(t, from, await person(2 * DAY))).id;

    it('normalises case, spaces, digits and punctuation, and ignores short texts', () => {
      expect(normalisedFirstText('Hello!  I will PAY by courier, call 555-0100')).toBe(
        normalisedFirstText('hello i will pay by courier call 555 0199.'),
      );
      expect(normalisedFirstText('Hi! Is this still available?')).toBeNull();
      expect(normalisedFirstText('Hi, 100 USD?')).toBeNull();
      expect(normalisedFirstText('Send me your phone number on WhatsApp')).not.toBeNull();
    });

    it(`takes it to ${K} accounts, refuses the next with 429 and flags the account once per burst`, async () => {
      const sender = await person(30 * DAY);
      for (let i = 0; i < K; i++) {
        const id = await conversationWithNewSeller(sender);
        // The digits change from message to message: still the same text.
        expect((await sendMessage(t, sender, id, pitch.replace('0100', `01${i}0`))).statusCode).toBe(201);
      }
      const refusedIn = await conversationWithNewSeller(sender);
      const refused = await sendMessage(t, sender, refusedIn, pitch.toUpperCase());
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: 429, message: MESSAGES.sameTextToManyAccounts });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const written = await t.database.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, refusedIn));
      expect(written).toHaveLength(0);

      // More refusals of the same burst (in either process) add no second flag.
      const again = await conversationWithNewSeller(sender);
      expect((await sendMessage(other, sender, again, pitch)).statusCode).toBe(429);
      await t.drainEvents();
      const flags = await flagsOf(sender);
      expect(flags).toHaveLength(1);
      expect(flags[0]).toMatchObject({ reason: 'same_text_burst', status: 'open', conversationId: null });

      // Another text, a reply in a conversation already begun, and the same text to one already
      // written to, all go through.
      expect(
        (await sendMessage(t, sender, refusedIn, 'Something else entirely, about the bike')).statusCode,
      ).toBe(201);
      const [firstConversation] = await t.database.db
        .select()
        .from(conversations)
        .where(eq(conversations.startedByAccountId, sender.id));
      expect((await sendMessage(t, sender, firstConversation!.id, pitch)).statusCode).toBe(201);

      // Once the window has passed, the text goes again.
      clock.advance(SAME_TEXT_LIMIT.windowMs + 1000);
      expect((await sendMessage(t, sender, again, pitch)).statusCode).toBe(201);
    });

    it(`lets at most ${K} of ${K + 3} parallel first messages through`, async () => {
      const sender = await person(30 * DAY);
      const ids = [];
      for (let i = 0; i < K + 3; i++) ids.push(await conversationWithNewSeller(sender));
      const answers = await Promise.all(
        ids.map((id, i) => sendMessage(i % 2 ? other : t, sender, id, `${pitch} ${i}`)),
      );
      const codes = answers.map((answer) => answer.statusCode);
      expect(codes.filter((code) => code === 201)).toHaveLength(K);
      expect(codes.filter((code) => code === 429)).toHaveLength(3);
      await t.drainEvents();
      expect(await flagsOf(sender)).toHaveLength(1);
    });
  });
});
