import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, latestCode, PASSWORD, registrationPayload } from '../test/accounts.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

describe('logs never carry secrets', () => {
  let t: TestApp;
  let logs = '';
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk) => (logs += chunk.toString()));
    t = await buildTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: stream });
  });
  afterAll(() => t.close());

  it('keeps passwords, tokens, codes, reset signatures and bank numbers out of every log line', async () => {
    const payload = registrationPayload('pl');
    const { uuid } = (
      await t.request({ method: 'POST', url: '/api/accounts/register', payload, region: 'pl' })
    ).json();
    const code = await latestCode(t, payload.account.data.email);
    await t.request({
      method: 'POST',
      url: '/api/short-codes/confirm',
      payload: { uuid, code },
      region: 'pl',
    });
    const session = await t.request({
      method: 'POST',
      url: '/api/sessions/create',
      payload: { username: payload.account.data.username, password: PASSWORD },
      region: 'pl',
    });
    const { token } = session.json();
    const cookie = String([session.headers['set-cookie']].flat()[0]).split(';')[0]!;
    const refreshToken = cookie.split('=')[1]!;
    await t.request({ method: 'POST', url: '/api/sessions/refresh', headers: { cookie }, region: 'pl' });
    const iban = 'PL61109010140000071219812874';
    await t.request({
      method: 'POST',
      url: '/api/accounts/my/update-payout',
      payload: { holder: 'Anna Nowak', account: { iban } },
      headers: { authorization: `Bearer ${token}` },
      region: 'pl',
    });
    await t.request({
      method: 'POST',
      url: '/api/accounts/forgotten-password',
      payload: { email: payload.account.data.email },
      region: 'pl',
    });
    const outbox = (
      await t.request({ url: `/api/dev/outbox?recipient=${payload.account.data.email}`, region: null })
    ).json();
    const link = new URL(outbox.items[0].text.match(/https?:\/\/\S+/)[0]);
    const signature = link.searchParams.get('signature')!;
    await t.request({
      method: 'POST',
      url: `/api/accounts/${link.searchParams.get('id')}/reset-password?signature=${signature}&expires=${link.searchParams.get('expires')}`,
      payload: { new_password: { first: 'Another-pass-55', second: 'Another-pass-55' } },
      region: 'pl',
    });
    await t.request({ url: '/api/accounts/my', headers: bearer({ token } as never), region: 'pl' });

    expect(logs).toContain('incoming request');
    expect(logs).toContain('message sent');
    for (const secret of [
      PASSWORD,
      'Another-pass-55',
      token,
      refreshToken,
      code,
      signature,
      iban,
      iban.slice(2),
    ]) {
      expect(logs.includes(secret), `log contains ${secret.slice(0, 6)}…`).toBe(false);
    }
  });
});
