import { HOLD_WORDS_PER_REGION_MAX, MESSAGES } from '@marketplace/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdWords } from '../../db/schema/index.ts';
import { createAdmin } from '../../test/admin.ts';
import { buildTestApp, type Caller, type TestApp } from '../../test/build-test-app.ts';

/** The cap on an edition's hold words holds when two additions come at once (decision 135). */
describe('the hold words’ cap', () => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t.database.db, 'pl');
  });
  afterAll(() => t.close());

  const wordsOfPl = async () =>
    (await t.database.db.select({ value: count() }).from(holdWords).where(eq(holdWords.region, 'pl')))[0]!
      .value;

  it('lets one of two words at once take the last place, and refuses the other with 409', async () => {
    const filler = Array.from(
      { length: HOLD_WORDS_PER_REGION_MAX - 1 - (await wordsOfPl()) },
      (_, index) => ({
        region: 'pl' as const,
        phrase: `wypełniacz ${index}`,
        normalised: `wypelniacz ${index}`,
      }),
    );
    await t.database.db.insert(holdWords).values(filler);
    const answers = await Promise.all(
      ['ostatnie słowo', 'jedno za dużo'].map((phrase) =>
        t.as(admin).post('/api/admin/hold-words', { phrase }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(
      MESSAGES.tooManyHoldWords,
    );
    expect(await wordsOfPl()).toBe(HOLD_WORDS_PER_REGION_MAX);
  });
});
