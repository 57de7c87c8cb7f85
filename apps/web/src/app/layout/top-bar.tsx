import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { VersionSelector } from '#web/features/edition/components/version-selector.tsx';
import { SearchBar } from '#web/features/search/components/search-bar.tsx';
import { useSession } from '#web/shared/lib/auth-store.ts';
import { useBasketNotEmpty } from '#web/shared/lib/basket-storage.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { ButtonLink } from '#web/shared/ui/button.tsx';
import { cn } from '#web/shared/ui/cn.ts';
import {
  BasketIcon,
  BellIcon,
  ChatIcon,
  ChevronLeftIcon,
  HeartIcon,
  PlusIcon,
  SearchIcon,
} from '#web/shared/ui/icons.tsx';
import { Logo } from './logo.tsx';
import { MessagesMark } from './messages-mark.tsx';
import { useBeforeEditionSwitch } from './use-before-edition-switch.ts';
import { UserArea } from './user-area.tsx';
import { withAllTexts } from '#web/shared/lib/i18n.ts';

function IconLink({
  to,
  label,
  children,
  className,
}: {
  to: string;
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <NavLink
      to={to}
      className={({ isActive }) =>
        cn(
          'relative inline-flex size-11 items-center justify-center rounded-full transition-colors hover:bg-ink/5',
          isActive ? 'text-brand-700' : 'text-ink',
          className,
        )
      }
    >
      <span className="sr-only">{label}</span>
      {children}
    </NavLink>
  );
}

// Only a logged-in visitor gets the bell's dropdown and badge: guests do not download it (decision 045).
const NotificationBell = lazy(async () => ({
  default: (await withAllTexts(import('#web/features/notifications/components/notification-bell.tsx')))
    .NotificationBell,
}));

/** The bell: a plain link to /notifications for guests (who are sent to log in), the dropdown once logged in. */
function Notifications() {
  const { t } = useTranslation();
  const { status } = useSession();
  const link = (
    <IconLink to="/notifications" label={t('nav.notifications')}>
      <BellIcon />
    </IconLink>
  );
  if (status !== 'authenticated') return link;
  return (
    <Suspense fallback={link}>
      <NotificationBell />
    </Suspense>
  );
}

function BasketLink() {
  const { t } = useTranslation();
  const notEmpty = useBasketNotEmpty();
  return (
    <IconLink to="/basket" label={notEmpty ? t('nav.basketNotEmpty') : t('nav.basket')}>
      <BasketIcon />
      {notEmpty && (
        <span
          className="absolute top-2 right-2 size-2.5 rounded-full bg-danger-600 ring-2 ring-surface"
          aria-hidden="true"
        />
      )}
    </IconLink>
  );
}

/**
 * The top bar (spec 000 "Top bar"): back button (mobile), logo, search, favourites, messages,
 * notifications, basket with a mark when not empty, version selector and the account area.
 */
export function TopBar() {
  const { t } = useTranslation();
  const region = useRegion();
  const location = useLocation();
  const navigate = useNavigate();
  const isHome = location.pathname === '/';

  const goBack = () => {
    if (location.key !== 'default' && window.history.length > 1) void navigate(-1);
    else void navigate('/');
  };
  const beforeSwitch = useBeforeEditionSwitch();

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <div className="container-page flex h-16 items-center gap-2 md:h-[4.5rem] md:gap-4">
        {!isHome && (
          <button
            type="button"
            onClick={goBack}
            className="-ml-2 inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-ink/5 md:hidden"
          >
            <ChevronLeftIcon />
            <span className="sr-only">{t('nav.back')}</span>
          </button>
        )}
        <Logo compact />

        <div className="hidden flex-1 justify-center md:flex">
          {/* Home and the search page have their own, larger search field. */}
          {!isHome && location.pathname !== '/search' && <SearchBar className="max-w-xl" />}
        </div>
        <div className="flex-1 md:hidden" />

        <nav aria-label={t('nav.main')} className="flex items-center gap-0.5">
          <Link
            to="/search"
            className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-ink/5 md:hidden"
          >
            <SearchIcon />
            <span className="sr-only">{t('search.label')}</span>
          </Link>
          <IconLink to="/favorites" label={t('nav.favorites')} className="max-md:hidden">
            <HeartIcon />
          </IconLink>
          <IconLink to="/messages" label={t('nav.messages')} className="max-md:hidden">
            <ChatIcon />
            <MessagesMark className="top-2 right-2" />
          </IconLink>
          <Notifications />
          <BasketLink />
        </nav>

        <VersionSelector region={region} beforeSwitch={beforeSwitch} />

        <div className="hidden md:block">
          <UserArea />
        </div>
        <ButtonLink
          to="/offers/create"
          size="sm"
          icon={<PlusIcon className="size-4" />}
          className="max-lg:hidden"
        >
          {t('nav.addOffer')}
        </ButtonLink>
      </div>
    </header>
  );
}
