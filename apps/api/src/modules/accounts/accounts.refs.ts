import type { Executor } from '../../db/client.ts';
import { createAccountsRepository, type AccountRef } from './accounts.repository.ts';

/** Who the given accounts are, as the console names them (its moderation queue, decision 088). */
export function createAccountRefsOf(
  db: Executor,
): (ids: readonly number[]) => Promise<Map<number, AccountRef>> {
  return createAccountsRepository(db).adminRefsOf;
}
