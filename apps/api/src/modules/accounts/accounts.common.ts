import { normalisePhone, type AddressInput, type Region } from '@marketplace/contract';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { NotFoundError } from '../../shared/errors.ts';
import type { AccountsRepository, AccountWithAvatar } from './accounts.repository.ts';

/** What the accounts services share: phone parsing, address columns, loading an edition's account. */

/** E.164 form of a phone valid for its country, or undefined. */
export function parsePhone(phone: string, region: Region): string | undefined {
  const parsed = parsePhoneNumberFromString(normalisePhone(phone, region));
  return parsed?.isValid() ? parsed.number : undefined;
}

export function addressColumns(address: AddressInput) {
  return {
    street: address.street,
    apartmentNumber: address.apartmentNumber,
    city: address.city,
    state: address.state,
    postCode: address.postCode,
  };
}

/** The account of this edition; 404 for another edition's or none. */
export async function loadAccount(
  repository: AccountsRepository,
  accountId: number,
  region: Region,
): Promise<AccountWithAvatar> {
  const account = await repository.findById(accountId);
  if (!account || account.region !== region) throw new NotFoundError();
  return account;
}
