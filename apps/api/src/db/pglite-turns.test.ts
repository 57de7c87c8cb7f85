import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';

/** A statement that keeps PGlite (and so this thread) busy for some tens of milliseconds. */
const busy = sql`select count(*) from generate_series(1, 400000)`;

/**
 * PGlite runs in the API's own thread: while statements queue up, the event loop must still turn
 * between them, so another request (one that reads no database) waits for at most the statement
 * running at that moment, never for the whole queue.
 */
describe('PGlite lets the event loop turn between statements', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase('memory://');
  });
  afterAll(() => database.close());

  it('holds the loop for one statement at a time while four wait in line', async () => {
    // The longest the loop went without a turn while the four ran.
    let last = performance.now();
    let longestHold = 0;
    let running = true;
    const turn = () => {
      const now = performance.now();
      longestHold = Math.max(longestHold, now - last);
      last = now;
      if (running) setImmediate(turn);
    };
    setImmediate(turn);
    const started = performance.now();
    await Promise.all(Array.from({ length: 4 }, () => database.db.execute(busy)));
    const allFour = performance.now() - started;
    running = false;
    await new Promise((resolve) => setImmediate(resolve));

    // About a quarter of the time (one statement), not all of it.
    expect(longestHold).toBeLessThan(allFour / 2);
  });
});
