import type { AccountDeletionBlocker } from '@marketplace/contract';
import type { ReviewsRepository } from './reviews.repository.ts';

/**
 * What of the reviews keeps an account from being deleted (decision 078): an open dispute of a
 * review it wrote or disputed. Its reviews themselves stay, shown from a deleted account.
 */
export async function reviewBlockersOfDeletion(
  scope: { reviews: Pick<ReviewsRepository, 'openDisputesOf'> },
  accountId: number,
): Promise<AccountDeletionBlocker[]> {
  return (await scope.reviews.openDisputesOf(accountId)) > 0 ? [{ kind: 'reviewDispute' }] : [];
}
