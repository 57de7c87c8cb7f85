/** Digits of the national number left readable while the phone is masked. */
const VISIBLE_NATIONAL_DIGITS = 3;

/**
 * A formatted phone number with all but its country code and first national digits replaced by
 * 'x' (`+1 (305) 555-0106` -> `+1 (305) xxx-xxxx`; `+48 600 700 800` -> `+48 600 xxx xxx`), so
 * the seller's number is read only after the visitor asks for it (spec 000 "Offer detail").
 */
export function maskPhone(formatted: string, countryPrefix: string): string {
  const prefixDigits = countryPrefix.replace(/\D/g, '').length;
  const keep = (formatted.startsWith(countryPrefix) ? prefixDigits : 0) + VISIBLE_NATIONAL_DIGITS;
  let seen = 0;
  return formatted.replace(/\d/g, (digit) => {
    seen += 1;
    return seen <= keep ? digit : 'x';
  });
}
