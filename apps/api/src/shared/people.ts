import type { AdminAccountRef } from '@marketplace/contract';

/** The accounts module's names of accounts for the console (app.ts hands it to the modules that show people). */
export type AccountRefsOf = (ids: readonly number[]) => Promise<Map<number, AdminAccountRef>>;

/** Looks the accounts up at once, and answers a lookup by id: one no longer found shows as deleted. */
export async function peopleOf(accountRefsOf: AccountRefsOf, ids: readonly number[]) {
  const people = await accountRefsOf([...new Set(ids)]);
  return (id: number): AdminAccountRef =>
    people.get(id) ?? { id, username: '', deleted: true, blocked: false };
}
