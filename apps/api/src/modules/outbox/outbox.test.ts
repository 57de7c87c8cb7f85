import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { outboxAccess } from '../../config/outbox-access.ts';

const env = (values: Record<string, string> = {}) => loadEnv({ NODE_ENV: 'test', ...values });

describe('who may read the outbox', () => {
  it('is readable on a local start: no transport, every edition on a localhost origin', () => {
    expect(outboxAccess(env())).toEqual({ readable: true });
    expect(outboxAccess(env({ PUBLIC_ORIGIN_TEMPLATE: 'http://127.0.0.1:{port}' }))).toEqual({
      readable: true,
    });
  });

  it('is closed as soon as a public origin is not a localhost address', () => {
    for (const template of [
      'https://{region}.market.example',
      'http://{region}.localhost.example.com:{port}',
      'http://10.0.0.5:{port}',
      'not a url {region}',
    ]) {
      expect(outboxAccess(env({ PUBLIC_ORIGIN_TEMPLATE: template }))).toMatchObject({ readable: false });
    }
  });

  it('is closed by the explicit switch and whenever a real transport is configured', () => {
    expect(outboxAccess(env({ DEV_OUTBOX: 'false' }))).toEqual({ readable: false, reason: 'switched off' });
    expect(outboxAccess(env({ SMTP_URL: 'smtp://mail.example:587' }))).toEqual({
      readable: false,
      reason: 'transport configured',
    });
    expect(
      outboxAccess(
        env({ SMS_GATEWAY_URL: 'https://sms.example/send', SMS_API_KEY: 'key', DEV_OUTBOX: 'true' }),
      ),
    ).toEqual({ readable: false, reason: 'transport configured' });
  });
});

describe('the outbox on a deployed server', () => {
  it('answers 404 to the reset-link takeover (API and page)', async () => {
    const t = await buildTestApp({ env: { PUBLIC_ORIGIN_TEMPLATE: 'https://{region}.market.example' } });
    try {
      const reset = await t.anonymous.post('/api/accounts/forgotten-password', {
        email: 'nobody-yet@example.com',
      });
      expect(reset.statusCode).toBeLessThan(300);
      for (const url of [
        '/api/dev/outbox?recipient=nobody-yet@example.com',
        '/api/dev/outbox',
        '/dev/outbox',
      ]) {
        const response = await t.anonymous.get(url, { region: null });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 404, message: 'Not Found' });
      }
    } finally {
      await t.close();
    }
  });

  it('answers 404 when switched off on a local start', async () => {
    const t = await buildTestApp({ env: { DEV_OUTBOX: 'false' } });
    try {
      expect((await t.anonymous.get('/api/dev/outbox', { region: null })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('stays readable on a local start', async () => {
    const t = await buildTestApp();
    try {
      const response = await t.anonymous.get('/api/dev/outbox', { region: null });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ items: [] });
    } finally {
      await t.close();
    }
  });
});

describe('the start log', () => {
  it('says loudly while the outbox is readable, and that mail is not delivered when it is not', async () => {
    for (const [values, expected] of [
      [{}, /DEVELOPMENT OUTBOX IS ON.*\/dev\/outbox/],
      [{ PUBLIC_ORIGIN_TEMPLATE: 'https://{region}.market.example' }, /NOT DELIVERED.*public origin/],
    ] as const) {
      let logs = '';
      const stream = new PassThrough();
      stream.on('data', (chunk) => (logs += chunk.toString()));
      const t = await buildTestApp({ env: { LOG_LEVEL: 'info', ...values }, logStream: stream });
      await t.close();
      expect(logs).toMatch(expected);
    }
  });
});
