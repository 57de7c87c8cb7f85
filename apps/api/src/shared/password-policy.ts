import { dictionary } from '@zxcvbn-ts/language-common';
import { MESSAGES, PASSWORD_MIN_LENGTH } from '@marketplace/contract';

/**
 * ASVS 2.1.1 (at least 8 characters; longer ones and any characters allowed) and 2.1.7 (refuse
 * passwords known from breaches): the zxcvbn-ts common-password list, the most frequent passwords
 * seen in public breaches, checked case-insensitively.
 */
const BREACHED = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

export function passwordPolicyError(
  password: string,
  personal: (string | null | undefined)[] = [],
): string | undefined {
  if ([...password].length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  const lower = password.toLowerCase();
  if (BREACHED.has(lower)) return MESSAGES.passwordTooCommon;
  if (personal.some((value) => value && value.length >= 3 && lower === value.toLowerCase()))
    return MESSAGES.passwordTooCommon;
  return undefined;
}

export const BREACHED_PASSWORD_COUNT = BREACHED.size;
