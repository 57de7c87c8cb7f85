import type { BalanceDto } from '@marketplace/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { cn } from '#web/shared/ui/cn.ts';

function Figure({
  id,
  label,
  value,
  hint,
  tone = 'plain',
}: {
  id: string;
  label: string;
  value: string;
  hint: ReactNode;
  tone?: 'plain' | 'main' | 'debt';
}) {
  return (
    <div
      className={cn(
        'flex flex-col gap-1 rounded-card border bg-surface p-4 shadow-card sm:p-5',
        tone === 'main' && 'border-brand-300 bg-brand-50',
        tone === 'debt' && 'border-danger-600/40 bg-danger-50',
        tone === 'plain' && 'border-line',
      )}
      data-testid={`balance-${id}`}
    >
      <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
      <dd
        className={cn(
          'text-2xl font-extrabold tracking-tight tabular-nums sm:text-3xl',
          tone === 'debt' && 'text-danger-700',
        )}
      >
        {value}
      </dd>
      <dd className="text-xs text-ink-muted">{hint}</dd>
    </div>
  );
}

/**
 * The four balances: available (or, below zero, the debt a refund left, settled from the next
 * sales), pending, in payout and paid out.
 */
export function BalanceFigures({ balance }: { balance: BalanceDto }) {
  const { t } = useTranslation();
  const region = useRegion();
  const money = (amount: number) => formatAmount(amount, region);
  const inDebt = balance.available < 0;
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {inDebt ? (
          <Figure
            id="available"
            label={t('balance.figures.debt')}
            value={money(-balance.available)}
            hint={t('balance.figures.debtHint')}
            tone="debt"
          />
        ) : (
          <Figure
            id="available"
            label={t('balance.figures.available')}
            value={money(balance.available)}
            hint={t('balance.figures.availableHint')}
            tone="main"
          />
        )}
        <Figure
          id="pending"
          label={t('balance.figures.pending')}
          value={money(balance.pending)}
          hint={t('balance.figures.pendingHint')}
        />
        <Figure
          id="in-payout"
          label={t('balance.figures.inPayout')}
          value={money(balance.inPayout)}
          hint={t('balance.figures.inPayoutHint')}
        />
        <Figure
          id="paid-out"
          label={t('balance.figures.paidOut')}
          value={money(balance.paidOut)}
          hint={t('balance.figures.paidOutHint')}
        />
      </dl>
      {inDebt && (
        <p
          className="rounded-card border border-danger-600/40 bg-danger-50 p-4 text-sm text-danger-700"
          data-testid="balance-debt"
        >
          {t('balance.debtExplained', { debt: money(-balance.available) })}
        </p>
      )}
    </div>
  );
}
