import type { Region } from '@marketplace/contract';
import type { TestApp } from './build-test-app.ts';

/**
 * The Authorization header of an account made with the factories: a signed access token, as a
 * login would give, without going through registration.
 */
export async function bearerFor(t: TestApp, account: { id: number; region: Region }) {
  const token = await t.app.accessTokens.sign({
    accountId: account.id,
    region: account.region,
    role: 'user',
  });
  return { authorization: `Bearer ${token}` };
}
