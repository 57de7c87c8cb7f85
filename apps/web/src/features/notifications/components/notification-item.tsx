import type { NotificationDto } from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { cn } from '#web/shared/ui/cn.ts';
import { notificationTarget, notificationText } from '../lib/notification-view.ts';

/**
 * One notification: its text per kind and its time (the edition's date plus HH:mm), a link to its
 * target. `highlighted` gives an unread one its background; `compact` is the bell's size.
 */
export function NotificationItem({
  notification,
  highlighted,
  compact = false,
  onOpen,
}: {
  notification: NotificationDto;
  highlighted: boolean;
  compact?: boolean;
  onOpen?: (notification: NotificationDto) => void;
}) {
  const { t } = useTranslation();
  const region = useRegion();
  const target = notificationTarget(notification.data);
  const body = (
    <>
      <span
        aria-hidden="true"
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', highlighted ? 'bg-brand-600' : 'bg-transparent')}
      />
      <span className="flex min-w-0 flex-col gap-0.5">
        <span
          className={cn('text-ink', compact ? 'text-sm' : 'text-[0.9375rem]', highlighted && 'font-semibold')}
        >
          {notificationText(notification.data, t, region)}
        </span>
        <time dateTime={notification.createdAt} className="text-xs text-ink-muted tabular-nums">
          {formatDateTime(notification.createdAt, region, '/')}
        </time>
        {highlighted && <span className="sr-only">{t('notifications.unread')}</span>}
      </span>
    </>
  );
  const className = cn(
    'flex w-full items-start gap-3 text-left transition-colors',
    compact ? 'rounded-xl px-3 py-2.5' : 'rounded-2xl px-4 py-3.5',
    highlighted ? 'bg-brand-50 ring-1 ring-brand-100 ring-inset' : 'bg-transparent',
    target && 'hover:bg-brand-100/70 focus-visible:bg-brand-100/70',
  );
  return (
    <li data-testid="notification" data-unread={highlighted ? 'true' : undefined}>
      {target ? (
        <Link to={target} className={className} onClick={() => onOpen?.(notification)}>
          {body}
        </Link>
      ) : (
        <div className={className}>{body}</div>
      )}
    </li>
  );
}
