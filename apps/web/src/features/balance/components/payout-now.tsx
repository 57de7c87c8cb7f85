import { PAGE_PATHS, type BalanceDto } from '@marketplace/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount, formatDateTime } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { toast, toastError } from '#web/shared/lib/toast.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { useRequestPayout } from '../api/request-payout.ts';
import { blockerText } from '../lib/blocker.ts';
import { BalanceSection } from './balance-section.tsx';

/**
 * When the daily automatic payout runs next, the least it sends, and 'Pay out now': disabled with
 * the reason while a blocker stands (a missing bank account, or today's failed payout, links to
 * the settings).
 */
export function PayoutNow({ balance }: { balance: BalanceDto }) {
  const { t } = useTranslation();
  const region = useRegion();
  const reasonId = useId();
  const payout = useRequestPayout();
  const reason = blockerText(t, balance, region);
  const payOut = () =>
    payout.mutate(undefined, {
      onSuccess: (done) =>
        toast.success(t('balance.payout.requested', { amount: formatAmount(done.amount, region) })),
      onError: toastError,
    });
  return (
    <BalanceSection title={t('balance.payout.title')}>
      <dl className="flex flex-col gap-2 text-sm">
        <div className="flex flex-wrap justify-between gap-x-3">
          <dt className="text-ink-muted">{t('balance.payout.next')}</dt>
          <dd className="font-semibold" data-testid="next-payout">
            <time dateTime={balance.nextAutomaticPayoutAt}>
              {formatDateTime(balance.nextAutomaticPayoutAt, region)}
            </time>
          </dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-3">
          <dt className="text-ink-muted">{t('balance.payout.minimum')}</dt>
          <dd className="font-semibold">{formatAmount(balance.minimum, region)}</dd>
        </div>
      </dl>
      <p className="text-sm text-ink-muted">{t('balance.payout.automatic')}</p>
      <div className="mt-auto flex flex-col gap-2 pt-1">
        <Button
          className="self-start"
          onClick={payOut}
          loading={payout.isPending}
          disabled={reason !== null}
          aria-describedby={reason ? reasonId : undefined}
        >
          {t('balance.payout.now')}
        </Button>
        {reason && (
          <p id={reasonId} className="text-sm text-ink-muted" data-testid="payout-blocker">
            {reason}
            {(balance.blocker === 'noPayoutData' || balance.blocker === 'lastPayoutFailed') && (
              <>
                {' '}
                <Link
                  to={PAGE_PATHS.accountSettings}
                  className="font-semibold text-brand-800 underline hover:text-brand-900"
                >
                  {t(
                    balance.blocker === 'noPayoutData'
                      ? 'balance.payout.toSettings'
                      : 'balance.payout.checkSettings',
                  )}
                </Link>
              </>
            )}
          </p>
        )}
      </div>
    </BalanceSection>
  );
}
