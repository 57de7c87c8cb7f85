import type { Region } from '@marketplace/contract';
import type { TestApp } from './build-test-app.ts';
import { outboxOf } from './outbox.ts';

let sequence = 0;

export const PASSWORD = 'Correct-Horse-77';

/** A valid registration payload of the edition, as the spec's client sends it (address in account). */
export function registrationPayload(
  region: Region,
  type: 'person' | 'company' = 'person',
  overrides: Record<string, unknown> = {},
) {
  const n = ++sequence;
  const person = { first_name: 'Anna', last_name: 'Nowak', birth_day: '1990-04-12' };
  const company = { company_name: `Firma ${n}`, vat_id: region === 'pl' ? '5260250274' : '12-3456789' };
  return {
    auth_type: 'email',
    account: {
      type,
      data: {
        username: `user_${n}_${Date.now() % 100000}`,
        email: `user${n}.${Date.now() % 100000}@example.com`,
        phone:
          region === 'pl'
            ? `60${String(1000000 + n).slice(-7)}`
            : `20255501${String(10 + (n % 89)).padStart(2, '0')}`,
        password: PASSWORD,
        ...(type === 'person' ? person : company),
      },
      address:
        region === 'pl'
          ? { street: 'Marszałkowska 1', city: 'Warszawa', post_code: '00 001', state: 'mazowieckie' }
          : { street: '1 Main St', city: 'Austin', post_code: '73301', state: 'TX' },
    },
    ...overrides,
  };
}

/**
 * The code last sent to `recipient`. Another API process on the same database may have claimed
 * the message's event (its relay polls too): then the code appears once that process sent it.
 */
export async function latestCode(t: TestApp, recipient: string): Promise<string> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const text = (await outboxOf(t, recipient))[0]?.text ?? '';
    const code = text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code in the outbox for ${recipient}`);
}

export interface TestUser {
  id: number;
  username: string;
  email: string;
  phone: string;
  password: string;
  token: string;
  cookie: string;
  region: Region;
}

export function refreshCookieOf(response: { headers: Record<string, unknown> }): string {
  const header = [response.headers['set-cookie']]
    .flat()
    .find((cookie) => String(cookie).startsWith('refresh_token='));
  return String(header ?? '').split(';')[0]!;
}

/**
 * A client address of its own for each registration: per-IP limits count every caller, loopback
 * included (decision 072), and a test file registers more people than one address may in an hour.
 */
const registrationAddress = (n: number) => `198.18.${Math.floor(n / 250) % 250}.${n % 250}`;

/** Registers through the API, confirms with the code from the outbox and signs in. */
export async function registerUser(
  t: TestApp,
  region: Region = 'us',
  type: 'person' | 'company' = 'person',
): Promise<TestUser> {
  const payload = registrationPayload(region, type);
  const registered = await t.anonymous.post('/api/accounts/register', payload, {
    region,
    remoteAddress: registrationAddress(sequence),
  });
  if (registered.statusCode !== 200) throw new Error(`register failed: ${registered.body}`);
  const { uuid } = registered.json();
  const code = await latestCode(t, payload.account.data.email);
  const confirmed = await t.anonymous.post('/api/short-codes/confirm', { code, uuid }, { region });
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
  return login(t, region, payload.account.data.username, PASSWORD);
}

export async function login(
  t: TestApp,
  region: Region,
  username: string,
  password: string,
): Promise<TestUser> {
  const response = await t.anonymous.post('/api/sessions/create', { username, password }, { region });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const body = response.json();
  return {
    id: body.user.id,
    username: body.user.username,
    email: body.user.email,
    phone: body.user.phone,
    password,
    token: body.token,
    cookie: refreshCookieOf(response),
    region,
  };
}
