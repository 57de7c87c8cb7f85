import type { OrderStatus } from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '#web/shared/ui/cn.ts';

const TONES: Record<OrderStatus, string> = {
  not_paid: 'bg-accent-100 text-accent-900',
  paid: 'bg-brand-100 text-brand-900',
  confirmed: 'bg-brand-700 text-white',
  completed: 'bg-canvas text-success-700 ring-1 ring-success-700/30',
  canceled: 'bg-canvas text-ink-muted ring-1 ring-line-strong',
  failed: 'bg-danger-50 text-danger-700',
};

/** An order's status as the spec's badge text (spec 001 section 3 "Order status"). */
export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap',
        TONES[status],
        className,
      )}
    >
      {t(`orders.status.${status}`)}
    </span>
  );
}
