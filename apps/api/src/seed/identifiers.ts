import type { Random } from './random.ts';

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/** The check digit of a Polish NIP, or undefined when the first nine digits cannot form a valid one. */
export function nipCheckDigit(firstNine: string): number | undefined {
  const sum = [...firstNine].reduce((total, digit, i) => total + Number(digit) * NIP_WEIGHTS[i]!, 0);
  const check = sum % 11;
  return check === 10 ? undefined : check;
}

export function isValidNip(nip: string): boolean {
  return /^\d{10}$/.test(nip) && nipCheckDigit(nip.slice(0, 9)) === Number(nip[9]);
}

/** A 10-digit NIP with a valid checksum (the first three digits name a tax office, never 0). */
export function generateNip(random: Random): string {
  for (;;) {
    const firstNine = String(random.int(101, 999)) + String(random.int(0, 999_999)).padStart(6, '0');
    const check = nipCheckDigit(firstNine);
    if (check !== undefined) return `${firstNine}${check}`;
  }
}

/** IRS campus prefixes in use for employer identification numbers. */
const EIN_PREFIXES = [
  '20',
  '26',
  '27',
  '45',
  '46',
  '47',
  '81',
  '82',
  '83',
  '84',
  '85',
  '86',
  '87',
  '88',
  '90',
  '91',
  '92',
];

/** An EIN in its written form, `12-3456789`. */
export function generateEin(random: Random): string {
  return `${random.pick(EIN_PREFIXES)}-${String(random.int(0, 9_999_999)).padStart(7, '0')}`;
}
