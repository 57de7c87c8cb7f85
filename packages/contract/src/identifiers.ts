/** Checksums and formats of national identifiers and bank numbers; pure, shared by forms and server. */

/** Polish NIP: 10 digits (dashes and spaces allowed), weighted checksum mod 11. */
export function isValidNip(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(digits)) return false;
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(digits[9]);
}

/** US Employer Identification Number: NN-NNNNNNN with an assigned prefix. */
export function isValidEin(value: string): boolean {
  const match = value.trim().match(/^(\d{2})-?(\d{7})$/);
  if (!match) return false;
  const invalidPrefixes = new Set([
    '00',
    '07',
    '08',
    '09',
    '17',
    '18',
    '19',
    '28',
    '29',
    '49',
    '69',
    '70',
    '78',
    '79',
    '89',
    '96',
    '97',
  ]);
  return !invalidPrefixes.has(match[1]!);
}

/** US Individual Taxpayer Identification Number: 9NN-NN-NNNN with the IRS's middle-digit ranges. */
export function isValidItin(value: string): boolean {
  const match = value.trim().match(/^9(\d{2})-?(\d{2})-?(\d{4})$/);
  if (!match) return false;
  const group = Number(match[2]);
  return (
    (group >= 50 && group <= 65) ||
    (group >= 70 && group <= 88) ||
    (group >= 90 && group <= 92) ||
    (group >= 94 && group <= 99)
  );
}

/** Polish IBAN: 'PL' is prepended when missing; mod-97 check over the whole number. */
export function normalisePolishIban(value: string): string {
  const compact = value.replace(/\s/g, '').toUpperCase();
  return /^\d/.test(compact) ? `PL${compact}` : compact;
}

export function isValidPolishIban(value: string): boolean {
  const iban = normalisePolishIban(value);
  if (!/^PL\d{26}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const numeric = rearranged.replace(/[A-Z]/g, (char) => String(char.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** ABA routing number: 9 digits with the 3-7-1 weighted checksum. */
export function isValidAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** US bank account numbers: 4 to 17 digits. */
export function isValidUsAccountNumber(value: string): boolean {
  return /^\d{4,17}$/.test(value);
}

/** Shows only the last four characters of a bank or card number. */
export function maskNumber(value: string): string {
  const compact = value.replace(/\s/g, '');
  return `${'•'.repeat(Math.max(0, compact.length - 4))}${compact.slice(-4)}`;
}
