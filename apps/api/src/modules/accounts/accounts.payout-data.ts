import { ownPart } from '../../db/unit-of-work.ts';
import type { AccountsScope } from './accounts.contacts.ts';
import type { AccountsRepository, PayoutData } from './accounts.repository.ts';

export type { PayoutData } from './accounts.repository.ts';

/**
 * Where an account's payouts go and until when they are held (the payouts module's read): its
 * payout data with full numbers, `holdUntil` (null when never replaced; a past date once the hold
 * is over), its e-mail and edition; undefined when there is no such account. Read in the caller's
 * transaction (`scope`), or on the database (`platform.repositories`).
 */
export function payoutDataOf(scope: AccountsScope, accountId: number): Promise<PayoutData | undefined> {
  return ownPart<Pick<AccountsRepository, 'payoutDataOf'>>(scope.accounts).payoutDataOf(accountId);
}
