import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, secondConnection, type TestApp } from '../../test/build-test-app.ts';
import { createCategory } from '../../test/factories.ts';
import { eventually } from '../../test/eventually.ts';

/**
 * Two API processes on one database (docs/decisions/048): on PostgreSQL (TEST_DATABASE_URL) two
 * apps with a pool and a notification listener each; on PGlite, which lives in one process, two
 * apps on the same instance.
 */
describe(`category caches across API processes (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let first: TestApp;
  let second: TestApp;
  let categoryId: number;
  beforeAll(async () => {
    first = await buildTestApp();
    second = await buildTestApp({ database: await secondConnection(first.database) });
    categoryId = (await createCategory(first.database.db, { name: 'Bicycles' })).id;
    // On PostgreSQL the insert's notification travels on its own connection: let it arrive, so it
    // cannot empty a cache filled after the insert in the middle of the test.
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const namesIn = async (t: TestApp) =>
    (await t.anonymous.get('/api/sales-channel')).json().categories.map((c: { name: string }) => c.name);
  const formOf = async (t: TestApp) =>
    (await t.anonymous.get(`/api/category/${categoryId}/custom-form-fields`)).json().properties;
  const rename = (name: string) =>
    first.database.db.execute(sql`update categories set name = ${name} where id = ${categoryId}`);

  it('serves the category tree from each process memory until the database says it changed', async () => {
    expect(await namesIn(first)).toEqual(['Bicycles']);
    expect(await namesIn(second)).toEqual(['Bicycles']);

    // Without the notification, both keep answering what they read: the answer is cached.
    await first.database.db.execute(
      sql`alter table categories disable trigger categories_cache_invalidation`,
    );
    try {
      await rename('Not announced');
    } finally {
      await first.database.db.execute(
        sql`alter table categories enable trigger categories_cache_invalidation`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await namesIn(first)).toEqual(['Bicycles']);
    expect(await namesIn(second)).toEqual(['Bicycles']);

    // A plain SQL edit, as an admin console or psql would make: both processes see it shortly.
    await rename('Cycles');
    await eventually(async () => (await namesIn(first))[0] === 'Cycles');
    await eventually(async () => (await namesIn(second))[0] === 'Cycles');
  });

  it('empties the custom-field forms everywhere when a field is added', async () => {
    expect(await formOf(first)).toEqual([]);
    expect(await formOf(second)).toEqual([]);
    await first.database.db.execute(
      sql`insert into category_fields (category_id, name, title, type) values (${categoryId}, 'frame', 'Frame', 'string')`,
    );
    for (const t of [first, second]) {
      await eventually(async () => (await formOf(t)).map((f: { name: string }) => f.name).join() === 'frame');
    }
  });
});
