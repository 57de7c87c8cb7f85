import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient, productCategory, registerUser } from './lib/client.ts';
import { startLoad, statusCounts, writtenIds } from './lib/load.ts';
import { newAuthSecret, removeTempDir, startApi, tempDir, type ApiProcess } from './lib/processes.ts';
import { report } from './lib/report.ts';

/**
 * The embedded database (PGlite in a data directory, the default of `npm start`) killed with
 * `kill -9` during a burst of writes (decision 110): the next start opens the directory, and every
 * write that was answered 201 is there.
 */
const dir = tempDir('pglite');
const options = {
  databaseUrl: join(dir, 'pglite'),
  mediaDir: join(dir, 'media'),
  authSecret: newAuthSecret(),
};
let api: ApiProcess | undefined;

afterAll(async () => {
  await api?.stop();
  if (!process.env.OPS_KEEP_PGLITE) removeTempDir(dir);
});

describe('the embedded database killed during a burst of writes', () => {
  it('opens again at the next start with every answered write in it', async () => {
    api = await startApi(options);
    const origin = `http://127.0.0.1:${api.port}`;
    const client = createClient(origin);
    const writer = await registerUser(client, 'ops_pglite');
    const category = await productCategory(client);

    const load = startLoad(client, writer, category);
    await sleep(3_000);
    const killedAt = load.now();
    await api.kill();
    const samples = await load.stop();
    const answered = writtenIds(samples);
    expect(answered.length).toBeGreaterThan(5);
    expect(samples.filter((sample) => sample.at < killedAt - 500 && sample.status === 0)).toEqual([]);

    const restartedAt = performance.now();
    api = await startApi({ ...options, port: api.port, env: { LOG_LEVEL: 'info' } });
    const startSeconds = Math.round((performance.now() - restartedAt) / 100) / 10;
    const reader = createClient(`http://127.0.0.1:${api.port}`);
    const missing: number[] = [];
    for (const id of answered) {
      const offer = await reader.get(`/api/offers/${id}`, writer.token);
      if (offer.status !== 200) missing.push(id);
    }
    expect(missing).toEqual([]);
    // And it takes writes again.
    const after = startLoad(reader, writer, category, 1);
    await sleep(500);
    expect(writtenIds(await after.stop()).length).toBeGreaterThan(0);

    report('fault-embedded-killed', {
      requests: samples.length,
      statuses: statusCounts(samples),
      writesAnswered201: answered.length,
      writesMissing: missing.length,
      restartSeconds: startSeconds,
    });
  });
});
