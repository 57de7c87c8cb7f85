import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ButtonLink } from '#web/shared/ui/button.tsx';
import { cn } from '#web/shared/ui/cn.ts';
import { BellIcon } from '#web/shared/ui/icons.tsx';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';
import { useLatestNotifications } from '../api/get-notifications.ts';
import { useLiveNotifications } from '../api/live-notifications.ts';
import { useMarkNotificationRead } from '../api/mark-read.ts';
import { badgeCount } from '../lib/notification-view.ts';
import { NotificationItem } from './notification-item.tsx';

const iconClass =
  'relative inline-flex size-11 items-center justify-center rounded-full transition-colors hover:bg-ink/5';

function Badge({ unread }: { unread: number }) {
  if (unread <= 0) return null;
  return (
    <span
      data-testid="notifications-badge"
      aria-hidden="true"
      className="absolute top-1 right-0 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger-600 px-1 text-[0.6875rem] leading-none font-bold text-white tabular-nums ring-2 ring-surface"
    >
      {badgeCount(unread)}
    </span>
  );
}

/**
 * The signed-in user's bell (spec 000 "Top bar", spec 001 "Notifications"): the unread count as a
 * badge; below md a link to /notifications, from md a dropdown with the latest notifications
 * (scrolling past about 11rem) and 'See all'. Clicking one marks it read and opens its target.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const location = useLocation();
  const latest = useLatestNotifications();
  useLiveNotifications();
  const markRead = useMarkNotificationRead();
  // Open at the location it was opened at: any navigation (an item, See all, back) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const setOpen = (value: boolean) => setOpenAt(value ? location.key : null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const unread = latest.data?.unreadCount ?? 0;
  const label = unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');
  const onPage = location.pathname === '/notifications';

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const items = latest.data?.items ?? [];
  return (
    <div ref={rootRef} className="relative">
      <Link
        to="/notifications"
        className={cn(iconClass, 'md:hidden', onPage ? 'text-brand-700' : 'text-ink')}
        aria-current={onPage ? 'page' : undefined}
      >
        <BellIcon />
        <Badge unread={unread} />
        <span className="sr-only">{label}</span>
      </Link>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
        className={cn(
          iconClass,
          'max-md:hidden',
          open || onPage ? 'text-brand-700' : 'text-ink',
          open && 'bg-ink/5',
        )}
      >
        <BellIcon />
        <Badge unread={unread} />
        <span className="sr-only">{label}</span>
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label={t('notifications.latest')}
          className="absolute right-0 z-40 mt-2 w-[22rem] animate-fade-in rounded-2xl border border-line bg-surface p-2 shadow-raised max-md:hidden"
        >
          <p className="px-3 pt-1.5 pb-2 text-sm font-bold">{t('notifications.latest')}</p>
          {latest.isPending ? (
            <div aria-busy="true" className="flex flex-col gap-2 px-3 py-2">
              <span className="sr-only">{t('notifications.loading')}</span>
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="h-3 w-24" />
              <Skeleton className="mt-2 h-4 w-4/6" />
              <Skeleton className="h-3 w-24" />
            </div>
          ) : latest.isError ? (
            <p role="alert" className="px-3 py-4 text-sm text-ink-muted">
              {t('notifications.loadFailed')}
            </p>
          ) : items.length === 0 ? (
            <p className="px-3 py-4 text-sm text-ink-muted">{t('notifications.empty')}</p>
          ) : (
            <ul
              data-testid="notifications-dropdown-list"
              className="flex max-h-44 flex-col gap-0.5 overflow-y-auto overscroll-contain"
            >
              {items.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  highlighted={notification.readAt === null}
                  compact
                  onOpen={(clicked) => {
                    setOpen(false);
                    if (clicked.readAt === null) markRead.mutate(clicked.id);
                  }}
                />
              ))}
            </ul>
          )}
          <div className="mt-2 border-t border-line px-1 pt-2">
            <ButtonLink
              to="/notifications"
              variant="secondary"
              size="sm"
              block
              onClick={() => setOpen(false)}
            >
              {t('notifications.seeAll')}
            </ButtonLink>
          </div>
        </div>
      )}
    </div>
  );
}
