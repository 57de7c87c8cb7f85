import Fastify from 'fastify';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { healthRoutes, READY_TIMEOUT_MS } from './health.routes.ts';

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );
}

/** Readiness on a PostgreSQL address that cannot serve, answered within its bound (decision 104). */
async function readinessAgainst(url: string) {
  const database = await openDatabase(url);
  const app = Fastify();
  await app.register(healthRoutes, { ping: database.ping });
  const started = performance.now();
  const response = await app.inject({ method: 'GET', url: '/api/ready' });
  const elapsed = performance.now() - started;
  const live = await app.inject({ method: 'GET', url: '/api/health' });
  await app.close();
  void database.close().catch(() => undefined);
  return { response, elapsed, live };
}

describe('readiness', () => {
  it('answers 200 while the database answers', async () => {
    const t: TestApp = await buildTestApp();
    try {
      const ready = await t.anonymous.get('/api/ready', { region: null });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', database: 'ok' });
    } finally {
      await t.close();
    }
  });

  it('answers 503 at once when nothing listens on the database port, liveness stays 200', async () => {
    const probe = createServer();
    const port = await listen(probe);
    await new Promise((resolve) => probe.close(resolve));
    const { response, elapsed, live } = await readinessAgainst(`postgres://postgres@127.0.0.1:${port}/none`);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: 503, message: 'Database unavailable' });
    expect(elapsed).toBeLessThan(READY_TIMEOUT_MS);
    expect(live.statusCode).toBe(200);
  });

  describe('against a server that accepts connections and never answers', () => {
    const silent = createServer((socket) => sockets.push(socket));
    const sockets: Socket[] = [];
    let port: number;
    beforeAll(async () => {
      port = await listen(silent);
    });
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    });

    it('answers 503 within its bound instead of hanging', async () => {
      const { response, elapsed } = await readinessAgainst(`postgres://postgres@127.0.0.1:${port}/none`);
      expect(sockets.length).toBeGreaterThan(0);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ code: 503, message: 'Database unavailable' });
      expect(elapsed).toBeGreaterThanOrEqual(READY_TIMEOUT_MS - 50);
      expect(elapsed).toBeLessThan(READY_TIMEOUT_MS + 1_500);
    });
  });
});
