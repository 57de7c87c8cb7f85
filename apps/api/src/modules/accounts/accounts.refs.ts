import type { Region } from '@marketplace/contract';
import type { Executor } from '../../db/client.ts';
import { createAccountsRepository, type AccountRef } from './accounts.repository.ts';

/** Who the given accounts are, as the console names them (its moderation queue, decision 088). */
export function createAccountRefsOf(
  db: Executor,
): (ids: readonly number[]) => Promise<Map<number, AccountRef>> {
  return createAccountsRepository(db).adminRefsOf;
}

/** Who one account of the edition is, for the console's finance (its ledger shown against its name). */
export function createAccountRefIn(
  db: Executor,
): (id: number, region: Region) => Promise<{ username: string; deleted: boolean } | undefined> {
  return createAccountsRepository(db).adminRefIn;
}
