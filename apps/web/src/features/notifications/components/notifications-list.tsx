import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '#web/shared/ui/button.tsx';
import { BellIcon } from '#web/shared/ui/icons.tsx';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';
import { useNotificationsList } from '../api/get-notifications.ts';
import { useMarkAllNotificationsRead } from '../api/mark-read.ts';
import { NotificationItem } from './notification-item.tsx';

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex flex-col gap-2">
      <span className="sr-only">{t('notifications.loading')}</span>
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} data-testid="notification-skeleton" className="flex gap-3 px-4 py-3.5">
          <Skeleton className="mt-1 size-2 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-28" />
          </div>
        </div>
      ))}
    </div>
  );
}

function EmptyNotifications() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center rounded-card border border-line bg-surface px-6 py-12 text-center shadow-card">
      <div
        className="mb-4 flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700"
        aria-hidden="true"
      >
        <BellIcon className="size-7" />
      </div>
      <p className="text-lg font-bold">{t('notifications.empty')}</p>
      <p className="mt-1 max-w-sm text-ink-muted">{t('notifications.emptyHint')}</p>
      <ButtonLink to="/" variant="secondary" className="mt-6">
        {t('notifications.backHome')}
      </ButtonLink>
    </div>
  );
}

/**
 * The full list (spec 001 "Notifications"): 15 at a time with 'load more', unread ones highlighted.
 * Once the first page is on screen everything is marked read: the highlight stays for this visit
 * (the list is not reloaded), the bell's badge goes to 0.
 */
export function NotificationsList() {
  const { t } = useTranslation();
  const list = useNotificationsList();
  const { mutate: markAllRead } = useMarkAllNotificationsRead();
  const marked = useRef(false);
  const shown = list.isSuccess;

  useEffect(() => {
    if (!shown || marked.current) return;
    marked.current = true;
    markAllRead();
  }, [shown, markAllRead]);

  if (list.isPending) return <ListSkeleton />;
  if (list.isError)
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-card border border-line bg-surface p-6"
      >
        <p>{t('notifications.loadFailed')}</p>
        <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
          {t('notifications.retry')}
        </Button>
      </div>
    );

  const items = list.data.pages.flatMap((page) => page.items);
  const total = list.data.pages.at(-1)?.total ?? items.length;
  if (items.length === 0) return <EmptyNotifications />;
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-1 rounded-card border border-line bg-surface p-2 shadow-card">
        {items.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            highlighted={notification.readAt === null}
          />
        ))}
      </ul>
      <div className="flex flex-col items-center gap-2">
        <p className="text-sm text-ink-muted">{t('notifications.shown', { shown: items.length, total })}</p>
        {list.hasNextPage && (
          <Button
            variant="outline"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('notifications.loadMore')}
          </Button>
        )}
      </div>
    </div>
  );
}
