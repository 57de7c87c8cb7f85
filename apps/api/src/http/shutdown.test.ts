import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadEnv } from '../config/env.ts';
import { createTestDatabase } from '../test/build-test-app.ts';
import { eventually } from '../test/eventually.ts';

describe('graceful shutdown', () => {
  it('lets in-flight requests finish, refuses new ones, then closes the database', async () => {
    const opened = await createTestDatabase();
    const events: string[] = [];
    const database = {
      ...opened,
      close: async () => {
        events.push('database closed');
        await opened.close();
      },
    };
    const app = await buildApp({ env: loadEnv({ NODE_ENV: 'test' }), database, logger: false });
    let release!: () => void;
    const started = new Promise<void>((resolve) => {
      app.get('/api/slow', { config: { salesChannel: false } }, async () => {
        resolve();
        await new Promise<void>((done) => (release = done));
        await database.ping();
        events.push('request finished');
        return { finished: true };
      });
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });

    const inFlight = fetch(`${address}/api/slow`);
    await started;
    const closing = app.close();
    // Closing has begun once the server stops listening (no fixed wait).
    await eventually(() => !app.server.listening);
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
    expect(events).toEqual([]);
    release();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await closing;
    expect(events).toEqual(['request finished', 'database closed']);
  });
});
