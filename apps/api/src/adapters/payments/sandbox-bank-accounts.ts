import { normalisePolishIban } from '@marketplace/contract';
import type { PayoutDestination } from './payout-provider.ts';

/**
 * Stripe's failure codes of a payout that the sandbox imitates (a subset of Stripe's
 * `payout.failure_code`).
 */
export type SandboxPayoutFailure =
  'account_closed' | 'no_account' | 'invalid_account_number' | 'bank_account_restricted';

/**
 * The sandbox's failing bank accounts (docs/architecture.md, 'Sandbox payouts'), one per failure
 * code in each edition's format; a payout to any other account is paid. The US numbers for
 * `account_closed` and `no_account` are Stripe's own test numbers (Connect testing); Stripe has
 * none for the other two, so these are ours, in the same pattern. The Polish IBANs are valid
 * (mod 97, and bank 1090 1014's sort code) and end in the same digits as the US numbers.
 */
export const FAILING_BANK_ACCOUNTS: Readonly<
  Record<SandboxPayoutFailure, { accountNumber: string; iban: string }>
> = {
  account_closed: { accountNumber: '000111111113', iban: 'PL75109010140000000111111113' },
  no_account: { accountNumber: '000111111116', iban: 'PL91109010140000000111111116' },
  invalid_account_number: { accountNumber: '000555555559', iban: 'PL13109010140000000555555559' },
  bank_account_restricted: { accountNumber: '000666666664', iban: 'PL76109010140000000666666664' },
};

const FAILURES = new Map<string, SandboxPayoutFailure>(
  Object.entries(FAILING_BANK_ACCOUNTS).flatMap(([code, numbers]) => [
    [numbers.accountNumber, code as SandboxPayoutFailure],
    [numbers.iban, code as SandboxPayoutFailure],
  ]),
);

/** The destination's number as the sandbox reads it: the IBAN (normalised) or the US account number. */
export function bankNumberOf(destination: PayoutDestination): string {
  if (destination.iban) return normalisePolishIban(destination.iban);
  if (destination.accountNumber) return destination.accountNumber.replace(/\s/g, '');
  throw new Error('sandbox: a payout needs an IBAN or an account number');
}

/** Why a payout to this bank number fails; undefined when it is paid. */
export function payoutFailureOf(bankNumber: string): SandboxPayoutFailure | undefined {
  return FAILURES.get(bankNumber);
}
