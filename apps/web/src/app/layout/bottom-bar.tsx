import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '#web/shared/ui/cn.ts';
import { ChatIcon, HeartIcon, HomeIcon, PlusIcon, UserIcon } from '#web/shared/ui/icons.tsx';
import { MessagesMark } from './messages-mark.tsx';

function Item({
  to,
  label,
  icon,
  end,
  mark,
}: {
  to: string;
  label: string;
  icon: ReactNode;
  end?: boolean;
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
            isActive ? 'text-brand-700' : 'text-ink-muted',
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

/** Mobile bottom bar (below md): home, favourites, add offer, messages, profile. */
export function BottomBar() {
  const { t } = useTranslation();
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
        <Item to="/profile/my-profile" label={t('nav.profile')} icon={<UserIcon className="size-6" />} />
      </ul>
    </nav>
  );
}
