import { PAGE_PATHS } from '@marketplace/contract';
import { BellIcon, ChatIcon, TruckIcon, UserIcon } from '#web/shared/ui/icons.tsx';
import { SettingsIcon, ShieldIcon, ShoppingBagIcon, StarIcon, TagIcon } from '#web/shared/ui/more-icons.tsx';
import { WalletIcon } from '#web/shared/ui/wallet-icon.tsx';
import { reviewsPath } from './reviews-path.ts';

/**
 * The account screens (decision 076): My profile lists them on a phone (the bottom bar's Profile
 * tab leads there), the desktop account menu lists My profile and them. Spec 000 names My profile,
 * My offers, My purchases and Account settings; Sold, Balance (decision 127), My reviews and Messages
 * complete the set.
 */
export const MY_PROFILE_LINK = { to: PAGE_PATHS.myProfile, key: 'user.myProfile', Icon: UserIcon } as const;

export const ACCOUNT_LINKS = [
  { to: PAGE_PATHS.myOffers, key: 'user.myOffers', Icon: TagIcon },
  { to: PAGE_PATHS.myPurchases, key: 'user.myPurchases', Icon: ShoppingBagIcon },
  { to: PAGE_PATHS.myOffersSold, key: 'user.sold', Icon: TruckIcon },
  { to: PAGE_PATHS.balance, key: 'user.balance', Icon: WalletIcon },
  { to: reviewsPath({ type: 'me' }), key: 'user.myReviews', Icon: StarIcon },
  { to: PAGE_PATHS.messages, key: 'user.messages', Icon: ChatIcon },
  { to: PAGE_PATHS.savedSearches, key: 'user.savedSearches', Icon: BellIcon },
  { to: PAGE_PATHS.accountSettings, key: 'user.accountSettings', Icon: SettingsIcon },
] as const;

/** The administration console (decision 084), listed for the edition's administrators only. */
const ADMIN_LINK = { to: PAGE_PATHS.admin, key: 'user.administration', Icon: ShieldIcon } as const;

/** The account screens a user sees: the console's link too for an administrator. */
export function accountLinksFor(user: { role?: 'user' | 'admin' }) {
  return user.role === 'admin' ? [...ACCOUNT_LINKS, ADMIN_LINK] : ACCOUNT_LINKS;
}
