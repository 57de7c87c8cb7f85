import {
  MESSAGES,
  type ChatMessageDto,
  type ConversationDto,
  type RealtimeServerMessage,
} from '@marketplace/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { createAdmin } from '../../test/admin.ts';
import { buildTestApp, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { accessTokenOf, chatUser, openSocket, sendMessage, startConversation } from '../../test/chat.ts';
import { editDistance, hostsIn, isLookalike, ownSiteOf, regexProblem } from './safety.matching.ts';

const SITE = ownSiteOf(['http://us.localhost:8080', 'http://pl.localhost:8080']);
const PRODUCTION = ownSiteOf(['https://us.marketplace.com', 'https://pl.marketplace.com']);

describe('lookalike domains (decision 132)', () => {
  it.each([
    'dhl-delivery-pay.com',
    'inpost-platnosc.pl',
    'paczka-inpost.com.pl',
    'paypal-secure-payment.net',
    'olx.pl-dostawa.info',
    'us-marketplace-pay.com',
    'rnarketplace.com',
    'marketpiace-support.com',
    'allegro-przesylka.pl',
  ])('warns of %s', (host) => {
    expect(isLookalike(host, SITE)).toBe(true);
  });

  it.each([
    'dhl.com',
    'www.dhl.com',
    'inpost.pl',
    'paypal.com',
    'allegro.pl',
    'example.com',
    'groups-delivery.com',
    'pay.gov',
  ])('leaves %s alone', (host) => {
    expect(isLookalike(host, SITE)).toBe(false);
  });

  it('knows our own host from the public origin', () => {
    expect(isLookalike('us.marketplace.com', PRODUCTION)).toBe(false);
    expect(isLookalike('marketplace.com', PRODUCTION)).toBe(false);
    expect(isLookalike('marketplace-pay.com', PRODUCTION)).toBe(true);
  });

  it('finds hosts in links, addresses and bare, under public suffixes only', () => {
    expect(
      hostsIn('see https://Pay.DHL-delivery.com/x?a=1, mail x@evil.co.uk or bit.ly; e.g. 1.5 kg').sort(),
    ).toEqual(['bit.ly', 'evil.co.uk', 'pay.dhl-delivery.com'].sort());
  });

  it('bounds the edit distance', () => {
    expect(editDistance('marketplace', 'marketpiace', 2)).toBe(1);
    expect(editDistance('marketplace', 'dhl', 2)).toBe(3);
  });

  it('refuses regexes that could backtrack without end', () => {
    expect(regexProblem('(a+)+$')).toBe('unsafe');
    expect(regexProblem('(a|ab)*c')).toBe('unsafe');
    expect(regexProblem('(x)\\1')).toBe('unsafe');
    expect(regexProblem('[')).toBe('invalid');
    expect(regexProblem('a'.repeat(201))).toBe('tooLong');
    expect(regexProblem('\\+?\\(?\\d{2,3}\\)?[ .-]?\\d{3}[ .-]?\\d{3,4}')).toBeNull();
  });
});

type MessagePushed = Extract<RealtimeServerMessage, { type: 'message' }>;

describe('warnings on chat messages (decision 132)', () => {
  let t: TestApp;
  let admin: Caller;
  let plAdmin: Caller;

  beforeAll(async () => {
    t = await buildTestApp({ env: { EVENT_RELAY: 'false' } });
    admin = await createAdmin(t.database.db, 'us');
    plAdmin = await createAdmin(t.database.db, 'pl');
  });
  afterAll(() => t.close());

  /** The warnings the recipient reads on the first (or `nth`) message from a new buyer. */
  async function warningsOf(messages: string[], region: 'us' | 'pl' = 'us') {
    const buyer = await chatUser(t, region);
    const seller = await chatUser(t, region);
    const { id } = await startConversation(t, buyer, seller);
    for (const message of messages) {
      const sent = await sendMessage(t, buyer, id, message);
      expect(sent.statusCode).toBe(201);
      // The sender is not told.
      expect(sent.json<ChatMessageDto>().warnings).toBeUndefined();
    }
    const read = (await t.as(seller).get(`/api/conversations/${id}`)).json<ConversationDto>();
    const own = (await t.as(buyer).get(`/api/conversations/${id}`)).json<ConversationDto>();
    expect(own.messages.items.every((message) => message.warnings === undefined)).toBe(true);
    return read.messages.items.map((message) => message.warnings ?? []);
  }

  it('pushes the warnings to the recipient’s socket only, not to the sender’s', async () => {
    const buyer = await chatUser(t);
    const seller = await chatUser(t);
    const { id } = await startConversation(t, buyer, seller);
    const buyerSocket = await openSocket(t, { token: await accessTokenOf(t, buyer) });
    const sellerSocket = await openSocket(t, { token: await accessTokenOf(t, seller) });
    expect((await sendMessage(t, buyer, id, 'Pay me by Western Union please')).statusCode).toBe(201);
    await t.drainEvents();
    const heard = await sellerSocket.next<MessagePushed>((m) => m.type === 'message');
    const echoed = await buyerSocket.next<MessagePushed>((m) => m.type === 'message');
    expect(heard.message.warnings).toContain('pay_off_site');
    expect(echoed.message.id).toBe(heard.message.id);
    expect(echoed.message.warnings).toBeUndefined();
    buyerSocket.close();
    sellerSocket.close();
  });

  it.each([
    ['us', 'Hi! Text me on WhatsApp please', 'move_off_site'],
    ['us', 'Please e-mail me at john.smith@example.com', 'move_off_site'],
    ['us', 'Call me at 555-123-4567', 'move_off_site'],
    ['us', 'I will pay by Western Union or wire transfer', 'pay_off_site'],
    ['us', 'I can send bitcoin or USDT', 'pay_off_site'],
    ['us', 'Look here https://example.com/item', 'link'],
    ['pl', 'Dzień dobry, napisz na WhatsApp', 'move_off_site'],
    ['pl', 'Zapłacę przelewem, podaj numer konta', 'pay_off_site'],
    ['pl', 'Zaplace przelewem, podaj numer konta', 'pay_off_site'],
    ['pl', 'Podaj kod BLIK to zapłacę', 'pay_off_site'],
    ['pl', 'Płacę tylko kryptowalutami', 'pay_off_site'],
    ['pl', 'Placę tylko KRYPTOWALUTAMI', 'pay_off_site'],
    ['pl', 'Zadzwoń 600 700 800', 'move_off_site'],
  ] as const)('warns the recipient of a first message in %s: %s', async (region, text, reason) => {
    expect((await warningsOf([text], region))[0]).toContain(reason);
  });

  it.each([
    ['us', 'Hi, is this still available? Can I pick it up tomorrow at 5?'],
    ['us', 'Would you take $120 for it? I am in Chicago.'],
    ['pl', 'Dzień dobry, czy rower jest jeszcze dostępny? Mogę odebrać jutro.'],
    ['pl', 'Czy cena 1 200 zł do negocjacji?'],
  ] as const)('does not warn of an honest first message in %s: %s', async (region, text) => {
    expect(await warningsOf([text], region)).toEqual([[]]);
  });

  it('warns of asking to move or pay elsewhere only in the first message, of lookalikes always', async () => {
    expect(
      await warningsOf([
        'Hi, is it available?',
        'Pay by bank transfer please',
        'Track it at https://dhl-delivery-pay.com/x',
      ]),
    ).toEqual([[], [], ['lookalike_domain']]);
  });

  it('leaves the real domain of a brand alone, and warns of its lookalike', async () => {
    expect(await warningsOf(['Hi, is it available?', 'Sent! https://www.dhl.com/track?id=1'])).toEqual([
      [],
      [],
    ]);
    expect(await warningsOf(['Hi, is it available?', 'pay here: us-marketplace-pay.com'])).toEqual([
      [],
      ['lookalike_domain'],
    ]);
  });

  it('warns of a domain blocked in the console from the next message on, in its edition', async () => {
    const text = ['Hi, is it available?', 'Details at https://shady-deals.example.org/x'];
    expect(await warningsOf(text)).toEqual([[], []]);
    const added = await t
      .as(admin)
      .post('/api/admin/safety/blocked-domains', { domain: 'Example.org', note: 'Reported scam' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ domain: 'example.org', note: 'Reported scam', bothEditions: false });
    expect(await warningsOf(text)).toEqual([[], ['blocked_domain']]);
    expect(await warningsOf(text, 'pl')).toEqual([[], []]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'safety.domain.block'), eq(auditLog.subjectId, added.json().id)));
    expect(entry).toMatchObject({ actorAccountId: admin.id, region: 'us' });

    const removed = await t.as(admin).delete(`/api/admin/safety/blocked-domains/${added.json().id}`);
    expect(removed.statusCode).toBe(204);
    expect(await warningsOf(text)).toEqual([[], []]);
  });

  it('blocks a domain in both editions when asked', async () => {
    const added = await t
      .as(plAdmin)
      .post('/api/admin/safety/blocked-domains', { domain: 'both-scam.com', bothEditions: true });
    expect(added.statusCode).toBe(201);
    const text = ['Hi', 'https://both-scam.com'];
    expect(await warningsOf(text, 'us')).toEqual([[], ['blocked_domain']]);
    expect(await warningsOf(text, 'pl')).toEqual([[], ['blocked_domain']]);
  });

  it('refuses what is not a registrable domain, our own, or one blocked already, also at once', async () => {
    for (const domain of [
      'pay.evil.com',
      'com',
      'https://evil.com/x',
      'not a domain',
      'localhost',
      'a'.repeat(300),
    ]) {
      const response = await t.as(admin).post('/api/admin/safety/blocked-domains', { domain });
      expect(response.statusCode, domain).toBe(400);
    }
    const both = await Promise.all(
      [1, 2, 3].map(() => t.as(admin).post('/api/admin/safety/blocked-domains', { domain: 'twice.net' })),
    );
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    const list = (await t.as(admin).get('/api/admin/safety/blocked-domains')).json();
    expect(list.items.filter((item: { domain: string }) => item.domain === 'twice.net')).toHaveLength(1);
  });

  describe('rules in the console', () => {
    const rule = {
      name: 'Gift cards',
      kind: 'pay_off_site',
      match: 'phrases',
      pattern: 'steam card*\nkarta steam',
      testSentenceEn: 'Can I pay with a Steam card?',
      testSentencePl: 'Czy mogę zapłacić kartą podarunkową Steam?',
    };

    it('adds a rule whose test sentences match it, audited, and warns with it', async () => {
      // 'kartą podarunkową Steam' is not 'karta steam': the Polish sentence must match the rule as written.
      const refused = await t.as(admin).post('/api/admin/safety/rules', rule);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.children).toEqual({
        testSentencePl: { errors: [MESSAGES.safetyTestSentenceNotMatched] },
      });
      const created = await t
        .as(admin)
        .post('/api/admin/safety/rules', { ...rule, pattern: 'steam card*\nkart* podarunkow* steam' });
      expect(created.statusCode).toBe(201);
      expect((await warningsOf(['Hi, may I pay with steam cards?']))[0]).toContain('pay_off_site');
      const [entry] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'safety.rule.create'), eq(auditLog.subjectId, created.json().id)));
      expect(entry).toBeDefined();

      const disabled = await t.as(admin).put(`/api/admin/safety/rules/${created.json().id}`, {
        ...rule,
        pattern: 'steam card*\nkart* podarunkow* steam',
        enabled: false,
      });
      expect(disabled.statusCode).toBe(200);
      expect(disabled.json().enabled).toBe(false);
      expect((await warningsOf(['Hi, may I pay with steam cards?']))[0]).toEqual([]);
      // Another edition's rule is not found from this one.
      const other = await t.as(plAdmin).put(`/api/admin/safety/rules/${created.json().id}`, {
        ...rule,
        pattern: 'steam card*\nkart* podarunkow* steam',
      });
      expect(other.statusCode).toBe(404);
    });

    it('refuses an unsafe regex, with its field error', async () => {
      const response = await t.as(admin).post('/api/admin/safety/rules', {
        ...rule,
        match: 'regex',
        pattern: '(steam+)+ card',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.children).toEqual({
        pattern: { errors: [MESSAGES.safetyUnsafePattern] },
      });
    });

    it('lists the seeded rules of each edition, their test sentences matching', async () => {
      const list = await t.as(plAdmin).get('/api/admin/safety/rules');
      expect(list.statusCode).toBe(200);
      expect(list.json().items.length).toBeGreaterThanOrEqual(9);
    });

    it('is for administrators only', async () => {
      const user = await chatUser(t, 'us');
      for (const [method, url] of [
        ['get', '/api/admin/safety/rules'],
        ['post', '/api/admin/safety/rules'],
        ['put', '/api/admin/safety/rules/1'],
        ['get', '/api/admin/safety/blocked-domains'],
        ['post', '/api/admin/safety/blocked-domains'],
        ['delete', '/api/admin/safety/blocked-domains/1'],
      ] as const) {
        expect((await t.as(user)[method](url, {})).statusCode, url).toBe(403);
        expect((await t.anonymous[method](url, {})).statusCode, url).toBe(401);
      }
    });
  });
});
