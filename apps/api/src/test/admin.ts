import type { Region } from '@marketplace/contract';
import type { Executor } from '../db/client.ts';
import type { Caller } from './build-test-app.ts';
import { createAccount } from './factories.ts';

/** An administrator of `region`, as a caller whose token carries the administrator role. */
export async function createAdmin(db: Executor, region: Region = 'us'): Promise<Caller> {
  const account = await createAccount(db, { region, role: 'admin' });
  return { id: account.id, region, role: 'admin' };
}
