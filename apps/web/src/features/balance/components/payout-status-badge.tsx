import type { PayoutStatus } from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '#web/shared/ui/cn.ts';

const TONES: Record<PayoutStatus, string> = {
  pending: 'bg-accent-100 text-accent-900',
  sent: 'bg-brand-100 text-brand-900',
  paid: 'bg-canvas text-success-700 ring-1 ring-success-700/30',
  failed: 'bg-danger-50 text-danger-700',
};

/** A payout's status as a badge. */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap',
        TONES[status],
      )}
    >
      {t(`balance.payoutStatus.${status}`)}
    </span>
  );
}
