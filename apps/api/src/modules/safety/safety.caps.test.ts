import { BLOCKED_DOMAINS_MAX, MESSAGES, SCAM_RULES_MAX } from '@marketplace/contract';
import { count, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockedDomains, scamRules } from '../../db/schema/index.ts';
import { createAdmin } from '../../test/admin.ts';
import { buildTestApp, type Caller, type TestApp } from '../../test/build-test-app.ts';

/** The console's caps on rules and blocked domains hold when two additions come at once (decision 132). */
describe('the safety lists’ caps', () => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t.database.db, 'us');
  });
  afterAll(() => t.close());

  it('lets one of two rules at once take the last place, and refuses the other with 409', async () => {
    const [seeded] = await t.database.db
      .select({ value: count() })
      .from(scamRules)
      .where(eq(scamRules.region, 'us'));
    const filler = Array.from({ length: SCAM_RULES_MAX - 1 - seeded!.value }, (_, index) => ({
      region: 'us' as const,
      name: `Filler ${index}`,
      kind: 'pay_off_site' as const,
      match: 'phrases' as const,
      pattern: `filler word ${index}`,
      testSentenceEn: `filler word ${index}`,
      testSentencePl: `filler word ${index}`,
    }));
    await t.database.db.insert(scamRules).values(filler);
    const rule = (name: string) => ({
      name,
      kind: 'pay_off_site',
      match: 'phrases',
      pattern: `${name} card`,
      testSentenceEn: `Pay with a ${name} card`,
      testSentencePl: `Zapłać: ${name} card`,
    });
    const answers = await Promise.all(
      ['first', 'second'].map((name) => t.as(admin).post('/api/admin/safety/rules', rule(name))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(
      MESSAGES.safetyLimitReached,
    );
    const [after] = await t.database.db
      .select({ value: count() })
      .from(scamRules)
      .where(eq(scamRules.region, 'us'));
    expect(after!.value).toBe(SCAM_RULES_MAX);
  });

  it('lets one of two domains at once take the last place, and refuses the other with 409', async () => {
    const ofUs = or(eq(blockedDomains.region, 'us'), eq(blockedDomains.region, 'both'));
    const [existing] = await t.database.db.select({ value: count() }).from(blockedDomains).where(ofUs);
    const filler = Array.from({ length: BLOCKED_DOMAINS_MAX - 1 - existing!.value }, (_, index) => ({
      region: 'us' as const,
      domain: `filler-${index}.example`,
    }));
    for (let start = 0; start < filler.length; start += 1000)
      await t.database.db.insert(blockedDomains).values(filler.slice(start, start + 1000));
    const answers = await Promise.all(
      ['last-one.com', 'one-too-many.com'].map((domain) =>
        t.as(admin).post('/api/admin/safety/blocked-domains', { domain }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const [after] = await t.database.db.select({ value: count() }).from(blockedDomains).where(ofUs);
    expect(after!.value).toBe(BLOCKED_DOMAINS_MAX);
  });
});
