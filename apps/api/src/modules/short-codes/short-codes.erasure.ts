import type { ShortCodesRepository } from './short-codes.repository.ts';

/** A deleted account's codes (registration, contact changes, sign-in) are removed (decision 078). */
export async function removeCodesOfDeletedAccount(
  scope: { shortCodes: Pick<ShortCodesRepository, 'deleteAllOf'> },
  accountId: number,
): Promise<void> {
  await scope.shortCodes.deleteAllOf(accountId);
}
