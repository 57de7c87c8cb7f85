import { DrizzleQueryError, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, PASSWORD, registerUser, registrationPayload } from '../test/accounts.ts';
import { accounts } from '../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { captureLog } from '../test/captured-log.ts';
import { outboxOf } from '../test/outbox.ts';
import { errorsPlugin } from './errors.ts';
import { createLogger, loggerOptions } from './logging.ts';

describe('logs never carry secrets', () => {
  let t: TestApp;
  const log = captureLog();
  beforeAll(async () => {
    t = await buildTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: log.stream });
  });
  afterAll(() => t.close());

  it('keeps passwords, tokens, codes, reset signatures and bank numbers out of every log line', async () => {
    const payload = registrationPayload('pl');
    const { uuid } = (await t.anonymous.post('/api/accounts/register', payload, { region: 'pl' })).json();
    const code = await latestCode(t, payload.account.data.email);
    await t.anonymous.post('/api/short-codes/confirm', { uuid, code }, { region: 'pl' });
    const session = await t.anonymous.post(
      '/api/sessions/create',
      { username: payload.account.data.username, password: PASSWORD },
      { region: 'pl' },
    );
    const { token } = session.json();
    const user = t.as({ id: session.json().user.id, region: 'pl', token });
    const cookie = String([session.headers['set-cookie']].flat()[0]).split(';')[0]!;
    const refreshToken = cookie.split('=')[1]!;
    const refreshed = await t.anonymous.post('/api/sessions/refresh', undefined, {
      headers: { cookie },
      region: 'pl',
    });
    // The notification identity travels in the query string (decision 066).
    const { projectId, userId, userHmac } = refreshed.json().notificationIdentity;
    const notifications = await t.anonymous.get(
      `/api/notifications?project_id=${projectId}&user_id=${userId}&user_hmac=${encodeURIComponent(userHmac)}`,
      { region: 'pl' },
    );
    expect(notifications.statusCode).toBe(200);
    // A sign-in code (decision 071) travels in a body.
    const { uuid: signInUuid } = (
      await t.anonymous.post(
        '/api/sessions/sign-in-code',
        { username: payload.account.data.username },
        { region: 'pl' },
      )
    ).json();
    const signInCode = await latestCode(t, payload.account.data.email);
    await t.anonymous.post(
      '/api/sessions/create',
      { username: payload.account.data.username, password: PASSWORD, uuid: signInUuid, code: signInCode },
      { region: 'pl' },
    );
    const iban = 'PL61109010140000071219812874';
    await user.post('/api/accounts/my/update-payout', { holder: 'Anna Nowak', account: { iban } });
    await t.anonymous.post(
      '/api/accounts/forgotten-password',
      { email: payload.account.data.email },
      { region: 'pl' },
    );
    const [mail] = await outboxOf(t, payload.account.data.email);
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    const signature = link.searchParams.get('signature')!;
    await t.anonymous.post(
      `/api/accounts/${link.searchParams.get('id')}/reset-password?signature=${signature}&expires=${link.searchParams.get('expires')}`,
      { new_password: { first: 'Another-pass-55', second: 'Another-pass-55' } },
      { region: 'pl' },
    );
    await user.get('/api/accounts/my');
    // Multipart parsing is traced with the request's headers.
    await user.post(
      '/api/accounts/my/upload-avatar',
      '--b\r\nContent-Disposition: form-data; name="other"\r\n\r\nx\r\n--b--\r\n',
      { headers: { 'content-type': 'multipart/form-data; boundary=b' } },
    );

    expect(log.text()).toContain('request completed');
    expect(log.text()).toContain('message sent');
    expect(log.text()).toContain('busboyOptions');
    for (const secret of [
      PASSWORD,
      'Another-pass-55',
      token,
      refreshToken,
      code,
      signInCode,
      userHmac,
      encodeURIComponent(userHmac),
      signature,
      iban,
      iban.slice(2),
    ]) {
      expect(log.text().includes(secret), `log contains ${secret.slice(0, 6)}…`).toBe(false);
    }
  });
});

describe('the request log', () => {
  it('writes one line per request once it is answered, with secrets in the URL redacted', async () => {
    const log = captureLog();
    const t = await buildTestApp({ env: { LOG_LEVEL: 'info' }, logStream: log.stream });
    try {
      await t.anonymous.get('/api/pages/none?signature=abc123&page=2', {
        headers: { 'x-request-id': 'req-42' },
      });
    } finally {
      await t.close();
    }
    const lines = log
      .text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .filter((line) => line.reqId === 'req-42');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        method: 'GET',
        url: '/api/pages/none?signature=[redacted]&page=2',
        statusCode: 404,
        responseTimeMs: expect.any(Number),
      }),
    ]);
  });
});

describe('the asynchronous log destination', () => {
  it('keeps every line: what is still buffered is written when flushed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'marketplace-log-'));
    try {
      const file = join(dir, 'app.log');
      // A descriptor, as stdout is.
      const { logger, flush } = createLogger('info', undefined, openSync(file, 'w'));
      for (let i = 0; i < 2000; i++) logger.info({ i }, 'line');
      flush();
      const lines = readFileSync(file, 'utf8').trim().split('\n');
      expect(lines).toHaveLength(2000);
      expect(JSON.parse(lines.at(-1)!)).toMatchObject({ i: 1999, msg: 'line' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('unexpected errors in the log', () => {
  const SECRETS = [
    'secret@example.com',
    'PL61109010140000071219812874',
    '+48601234567',
    'scrypt$17$8$1$salt$hash',
  ];

  /** The error plugin and the app's logger on a tiny app whose routes fail like a query would. */
  async function buildFailingApp(stream: NodeJS.WritableStream) {
    const app = Fastify({ logger: loggerOptions('trace', stream) });
    await app.register(errorsPlugin);
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "accounts_email_key"'),
      {
        code: '23505',
        detail: `Key (email)=(${SECRETS[0]}) already exists.`,
        where: `SQL statement "insert ... ${SECRETS[2]}"`,
        parameters: SECRETS,
      },
    );
    app.get('/drizzle', async () => {
      throw new DrizzleQueryError(
        'insert into "accounts" ("email", "phone") values ($1, $2)',
        SECRETS,
        cause,
      );
    });
    app.get('/wrapped', async () => {
      throw new Error(`Failed query: insert into "accounts" values ($1, $2) params: ${SECRETS.join(',')}`, {
        cause,
      });
    });
    app.get('/quoted', async () => {
      throw Object.assign(new Error(`invalid input syntax for type uuid: "${SECRETS[0]}"`), {
        code: '22P02',
      });
    });
    await app.ready();
    return app;
  }

  it('logs the kind, code and a message without values, never the parameters, detail or stack message', async () => {
    const log = captureLog();
    const app = await buildFailingApp(log.stream);
    for (const url of ['/drizzle', '/wrapped', '/quoted']) {
      const response = await app.inject({ url });
      expect(response.json()).toEqual({ code: 500, message: 'Internal Server Error' });
    }
    await app.close();

    const errors = log
      .text()
      .split('\n')
      .filter((line) => line.includes('unhandled error'))
      .map((line) => JSON.parse(line).err);
    expect(errors).toEqual([
      {
        type: 'DrizzleQueryError',
        message: 'Failed query: insert into "accounts" ("email", "phone") values ($1, $2)',
        stack: expect.stringMatching(/^\s+at /),
        cause: {
          type: 'Error',
          errorCode: '23505',
          message: 'duplicate key value violates unique constraint "accounts_email_key"',
          stack: expect.stringMatching(/^\s+at /),
        },
      },
      expect.objectContaining({
        type: 'Error',
        message: 'Failed query: insert into "accounts" values ($1, $2)',
        cause: expect.objectContaining({ errorCode: '23505' }),
      }),
      expect.objectContaining({
        type: 'Error',
        errorCode: '22P02',
        message: 'invalid input syntax for type uuid: "[redacted]"',
      }),
    ]);
    for (const secret of SECRETS) expect(log.text().includes(secret), `log contains ${secret}`).toBe(false);
  });

  it('keeps the row and parameters of a real failed query out of the log', async () => {
    const log = captureLog();
    const t = await buildTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: log.stream });
    try {
      const user = await registerUser(t, 'pl');
      // A constraint the code does not expect: PostgreSQL's detail then lists the whole failing row.
      await t.database.db.execute(
        sql`alter table accounts add constraint refuses_this_holder check (payout_holder <> 'Refused Holder')`,
      );
      const [account] = await t.database.db
        .select({ hash: accounts.passwordHash })
        .from(accounts)
        .where(eq(accounts.id, user.id));
      const iban = 'PL61109010140000071219812874';
      const response = await t
        .as(user)
        .post(
          '/api/accounts/my/update-payout',
          { holder: 'Refused Holder', account: { iban } },
          { region: 'pl' },
        );
      expect(response.statusCode).toBe(500);
      const logged = log
        .text()
        .split('\n')
        .filter((line) => line.includes('unhandled error'))
        .map((line) => JSON.parse(line).err);
      expect(logged).toEqual([
        expect.objectContaining({
          type: 'DrizzleQueryError',
          cause: expect.objectContaining({
            errorCode: '23514',
            message: expect.stringContaining('refuses_this_holder'),
          }),
        }),
      ]);
      for (const secret of [iban, iban.slice(2), user.email, user.phone, account!.hash, 'Refused Holder']) {
        expect(log.text().includes(secret), `log contains ${secret.slice(0, 6)}…`).toBe(false);
      }
    } finally {
      await t.close();
    }
  });
});
