import { displayName, type AccountType } from '@marketplace/contract';

type Named = {
  type: AccountType;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  username: string;
};

/** Up to two initials for the generated fallback avatar. */
export function initialsOf(account: Named): string {
  const letters = displayName(account)
    .split(/\s+/)
    .map((word) => [...word][0] ?? '')
    .filter((char) => /[\p{L}\p{N}]/u.test(char));
  return (letters.slice(0, 2).join('') || '?').toUpperCase();
}

/** The generated avatar shown when an account has none, or its image fails to load. */
export function fallbackAvatarUrl(account: Named): string {
  return `/avatar-fallback/${encodeURIComponent(initialsOf(account))}.svg`;
}
