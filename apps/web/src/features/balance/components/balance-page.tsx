import { useTranslation } from 'react-i18next';
import { Button } from '#web/shared/ui/button.tsx';
import { Card } from '#web/shared/ui/card.tsx';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';
import { useBalance } from '../api/get-balance.ts';
import { BalanceActivity } from './balance-activity.tsx';
import { BalanceFigures } from './balance-figures.tsx';
import { PayoutNow } from './payout-now.tsx';
import { PendingOrders } from './pending-orders.tsx';
import { StatementDownload } from './statement-download.tsx';

function BalanceSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <span className="sr-only">{t('balance.loading')}</span>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-28 rounded-card" data-testid="balance-skeleton" />
        ))}
      </div>
      <Skeleton className="h-40 rounded-card" />
    </div>
  );
}

/** The balances, 'Pay out now', the orders the pending money waits for, and the statement. */
function BalanceOverview() {
  const { t } = useTranslation();
  const balance = useBalance();
  if (balance.isPending) return <BalanceSkeleton />;
  if (!balance.data) {
    return (
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <p role="alert" className="text-ink-muted">
          {t('balance.loadError')}
        </p>
        <Button variant="secondary" onClick={() => void balance.refetch()}>
          {t('balance.retry')}
        </Button>
      </Card>
    );
  }
  return (
    <>
      <BalanceFigures balance={balance.data} />
      <div className="grid items-stretch gap-4 lg:grid-cols-3">
        <PayoutNow balance={balance.data} />
        <PendingOrders orders={balance.data.pendingOrders} />
        <StatementDownload />
      </div>
    </>
  );
}

/**
 * /profile/balance (decision 127): the seller's money on the platform's ledger, its payouts to the
 * bank account, and the history of both.
 */
export function BalancePage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="balance-title" className="flex flex-col gap-5 py-2 sm:py-6">
      <header>
        <h1 id="balance-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {t('balance.title')}
        </h1>
        <p className="mt-1 text-ink-muted">{t('balance.intro')}</p>
      </header>
      <BalanceOverview />
      <BalanceActivity />
    </section>
  );
}
