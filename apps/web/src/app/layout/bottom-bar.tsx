import { PAGE_PATHS } from '@marketplace/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { isAccountPath } from '#web/shared/lib/account-path.ts';
import { cn } from '#web/shared/ui/cn.ts';
import { ChatIcon, HeartIcon, HomeIcon, PlusIcon, UserIcon } from '#web/shared/ui/icons.tsx';
import { MessagesMark } from './messages-mark.tsx';

function Item({
  to,
  label,
  icon,
  end,
  mark,
  current,
}: {
  to: string;
  label: string;
  icon: ReactNode;
  end?: boolean;
  /** Current on more paths than its own (Profile: every account screen). */
  current?: boolean;
  /** After the label (screen readers read it second), placed over the icon's corner. */
  mark?: ReactNode;
}) {
  return (
    <li className="flex-1">
      <NavLink
        to={to}
        end={end}
        className={({ isActive }) =>
          cn(
            'relative flex h-14 flex-col items-center justify-center gap-0.5 text-[0.6875rem] font-semibold',
            isActive || current ? 'text-brand-700' : 'text-ink-muted',
          )
        }
      >
        {icon}
        <span>{label}</span>
        {mark}
      </NavLink>
    </li>
  );
}

/**
 * Mobile bottom bar (below md): home, favourites, add offer, messages, profile. Profile leads to My
 * profile (a signed-out visitor logs in first and comes back), which lists every account screen, and
 * stays current on them.
 */
export function BottomBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav
      aria-label={t('nav.mobile')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto flex max-w-lg items-stretch px-2">
        <Item to="/" end label={t('nav.home')} icon={<HomeIcon className="size-6" />} />
        <Item to="/favorites" label={t('nav.favorites')} icon={<HeartIcon className="size-6" />} />
        <li className="flex flex-1 justify-center">
          <NavLink
            to="/offers/create"
            className="-mt-5 flex flex-col items-center gap-0.5 text-[0.6875rem] font-semibold text-ink-muted"
          >
            <span className="flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-raised ring-4 ring-surface">
              <PlusIcon className="size-6" />
            </span>
            <span>{t('nav.addOfferShort')}</span>
          </NavLink>
        </li>
        <Item
          to="/messages"
          label={t('nav.messages')}
          icon={<ChatIcon className="size-6" />}
          mark={<MessagesMark className="top-2 left-[calc(50%+0.5rem)]" />}
        />
        <Item
          to={PAGE_PATHS.myProfile}
          label={t('nav.profile')}
          icon={<UserIcon className="size-6" />}
          current={isAccountPath(pathname)}
        />
      </ul>
    </nav>
  );
}
