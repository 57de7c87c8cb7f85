import { AccountLedger } from './account-ledger.tsx';
import { AdminPayouts } from './admin-payouts.tsx';
import { CommissionSection } from './commission-form.tsx';
import { Reconciliation } from './reconciliation.tsx';
import { RevenueChart } from './revenue-chart.tsx';

/**
 * The console's finance (decision 127): revenue per day, the commission, payouts by status with
 * Retry, any account's ledger, and the last reconciliation with 'Run now'.
 */
export function FinancePage() {
  return (
    <div className="flex flex-col gap-8">
      <RevenueChart />
      <CommissionSection />
      <AdminPayouts />
      <Reconciliation />
      <AccountLedger />
    </div>
  );
}
