import type { AdminAccountStatus } from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '#web/shared/ui/cn.ts';

const TONES: Record<AdminAccountStatus, string> = {
  active: 'bg-brand-50 text-brand-800 ring-brand-200',
  inactive: 'bg-canvas text-ink-muted ring-line',
  blocked: 'bg-danger-700 text-white ring-danger-700',
  deleted: 'bg-canvas text-ink-muted ring-line',
};

/** An account's state in words (not colour alone). */
export function StatusBadge({ status }: { status: AdminAccountStatus }) {
  const { t } = useTranslation('admin');
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold ring-1', TONES[status])}>
      {t(`users.status.${status}`)}
    </span>
  );
}
