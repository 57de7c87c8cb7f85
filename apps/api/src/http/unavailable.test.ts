import { MESSAGES } from '@marketplace/contract';
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorsPlugin } from './errors.ts';
import { isServiceUnavailable } from './unavailable.ts';

/** What node-postgres and ioredis throw while their server is down (messages and codes as they are). */
const DOWN = {
  refused: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  terminated: new Error('Connection terminated unexpectedly'),
  poolTimeout: new Error('timeout exceeded when trying to connect'),
  shutdown: Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
  }),
  starting: Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
  redisClosed: new Error('Connection is closed.'),
  redisRetries: Object.assign(new Error('Reached the max retries per request limit (which is 2).'), {
    name: 'MaxRetriesPerRequestError',
  }),
};

describe('a service the API depends on is unavailable', () => {
  it('recognises connection failures of PostgreSQL and Redis, also wrapped in a query error', () => {
    for (const error of Object.values(DOWN)) {
      expect(isServiceUnavailable(error), error.message).toBe(true);
      expect(isServiceUnavailable(new DrizzleQueryError('select 1', [], error))).toBe(true);
    }
  });

  it('does not take a broken query or a bug for an outage', () => {
    const duplicate = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
    });
    expect(isServiceUnavailable(duplicate)).toBe(false);
    expect(isServiceUnavailable(new DrizzleQueryError('select 1', [], duplicate))).toBe(false);
    expect(isServiceUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
    expect(isServiceUnavailable('Connection terminated')).toBe(false);
  });

  it('answers 503 with Retry-After and the documented body, without the cause; other errors stay 500', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get('/down', async () => {
      throw new DrizzleQueryError('insert into "orders" values ($1)', ['secret'], DOWN.refused);
    });
    app.get('/bug', async () => {
      throw new Error('Connection pool is confused'); // not a connection failure
    });
    await app.ready();
    const down = await app.inject({ url: '/down' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toEqual({ code: 503, message: MESSAGES.serviceUnavailable });
    expect(down.body).not.toMatch(/orders|secret|ECONNREFUSED/);
    const bug = await app.inject({ url: '/bug' });
    expect(bug.json()).toEqual({ code: 500, message: MESSAGES.internalError });
    await app.close();
  });
});
