import { PAGE_PATHS } from '@marketplace/contract';
import { reviewsPath } from './reviews-path.ts';

/*
 * Apart from account-links.ts: the bottom bar, in the first load, needs only this, and the list of
 * account screens (with its icons and texts) loads with the menu and My profile (decision 045).
 */

/** Whether a path belongs to the account area (the bottom bar's Profile tab is then current). */
export function isAccountPath(pathname: string): boolean {
  return pathname.startsWith(`${PAGE_PATHS.profile}/`) || pathname === reviewsPath({ type: 'me' });
}
