import { REGION_SETTINGS } from './regions.ts';

/** Stands for each hidden digit of a masked phone number. */
export const PHONE_MASK_CHAR = '•';

/** Last digits a masked number keeps: enough to tell two sellers' numbers apart, too few to call. */
export const PHONE_MASK_VISIBLE_DIGITS = 3;

/** Country prefixes a masked number keeps whole; other numbers keep only their plus. */
const KNOWN_PREFIXES = Object.values(REGION_SETTINGS).map((settings) => settings.phonePrefix);

/**
 * A stored phone number as the offer detail sends it before the visitor asks for the number
 * (docs/decisions/035): the edition's country prefix and the last three digits stay, every other
 * digit becomes `•` (`+48600700800` -> `+48••••••800`, `+13055550106` -> `+1•••••••106`), so the
 * web formats it like a full number. A number too short to hide all but three digits is hidden whole.
 */
export function maskPhone(phone: string): string {
  const prefix =
    KNOWN_PREFIXES.find((known) => phone.startsWith(known)) ?? (phone.startsWith('+') ? '+' : '');
  const national = phone.slice(prefix.length);
  const digits = national.replace(/\D/g, '').length;
  const visible = digits > 2 * PHONE_MASK_VISIBLE_DIGITS ? PHONE_MASK_VISIBLE_DIGITS : 0;
  let seen = 0;
  return prefix + national.replace(/\d/g, (digit) => (++seen > digits - visible ? digit : PHONE_MASK_CHAR));
}
