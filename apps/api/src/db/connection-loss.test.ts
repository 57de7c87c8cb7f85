import { sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { isServiceUnavailable } from '../http/unavailable.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';

const url = process.env.TEST_DATABASE_URL;

// PostgreSQL only (CI's second API run): PGlite has no connections to lose.
describe.runIf(url)('a PostgreSQL connection lost while a transaction holds it', () => {
  const handles: DatabaseHandle[] = [];
  const admin = new pg.Client({ connectionString: url });
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await admin.end();
  });

  it('fails that transaction as "unavailable" without ending the process, and the pool goes on', async () => {
    await admin.connect();
    const database = await openDatabase(url!);
    handles.push(database);
    const transaction = database.db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: { pid: number }[];
      };
      // The server ends this connection between two statements (a restart, a failover): the
      // checked-out client emits 'error' with no query running. Unhandled, vitest fails the run.
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await sleep(300);
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toSatisfy(isServiceUnavailable);
    await database.ping();
  });
});
