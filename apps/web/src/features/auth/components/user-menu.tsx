import type { SessionUser } from '@marketplace/contract';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accountLinksFor, MY_PROFILE_LINK } from '#web/shared/lib/account-links.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { sessionUserName, sessionUserPlace } from '#web/shared/lib/session-user.ts';
import { Avatar } from '#web/shared/ui/avatar.tsx';
import { cn } from '#web/shared/ui/cn.ts';
import { ChevronDownIcon, LogoutIcon } from '#web/shared/ui/more-icons.tsx';

/**
 * Desktop account area: avatar, UPPERCASE display name, city and state, and a menu (My profile,
 * My offers, My purchases, Sold, My reviews, Messages, Account settings, Log out). A menu button:
 * Enter/Space/ArrowDown open it on the first item, arrows move, Home/End jump, Escape closes and
 * returns focus, Tab or a click outside closes.
 */
export function UserMenu({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  const { t } = useTranslation();
  const region = useRegion();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const name = sessionUserName(user);
  const place = sessionUserPlace(user, region);
  // Every account screen, one click away (decision 076).

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusItem = (index: number) => {
    const list = items();
    if (list.length === 0) return;
    list[(index + list.length) % list.length]?.focus();
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    // The first item, once the menu is rendered (same as focusItem(0), without a changing dependency).
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(list.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  const itemClass =
    'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium text-ink hover:bg-brand-50 focus-visible:bg-brand-50';

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="flex items-center gap-3 rounded-full py-1 pr-3 pl-1 text-left hover:bg-ink/5"
      >
        <Avatar src={user.avatar} fallbackSrc={user.avatarFallback} name={name} className="size-10" />
        <span className="hidden max-w-44 flex-col leading-tight xl:flex">
          <span className="truncate text-sm font-bold tracking-wide uppercase">{name}</span>
          {place && <span className="truncate text-xs text-ink-muted">{place}</span>}
        </span>
        <span className="sr-only xl:hidden">{name}</span>
        <span className="sr-only">, {t('user.menu')}</span>
        <ChevronDownIcon className={cn('size-4 text-ink-muted transition-transform', open && 'rotate-180')} />
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t('user.menu')}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-40 mt-2 w-64 animate-fade-in rounded-2xl border border-line bg-surface p-2 shadow-raised"
        >
          <li role="none" className="border-b border-line px-3 pt-1 pb-3 mb-1 xl:hidden">
            <p className="truncate text-sm font-bold uppercase">{name}</p>
            {place && <p className="truncate text-xs text-ink-muted">{place}</p>}
          </li>
          {[MY_PROFILE_LINK, ...accountLinksFor(user)].map(({ to, key, Icon }) => (
            <li role="none" key={to}>
              <Link
                role="menuitem"
                tabIndex={-1}
                to={to}
                className={itemClass}
                onClick={() => setOpen(false)}
              >
                <Icon className="size-5 text-ink-muted" />
                {t(key)}
              </Link>
            </li>
          ))}
          <li role="none" className="mt-1 border-t border-line pt-1">
            <button
              role="menuitem"
              tabIndex={-1}
              type="button"
              className={cn(itemClass, 'text-danger-700 hover:bg-danger-50 focus-visible:bg-danger-50')}
              onClick={() => {
                setOpen(false);
                onLogout();
              }}
            >
              <LogoutIcon className="size-5" />
              {t('user.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
