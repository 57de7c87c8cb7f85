import { useTranslation } from 'react-i18next';
import { FinancePage } from '#web/features/admin-finance/components/finance-page.tsx';
import { AdminPage } from '#web/shared/admin/admin-page.tsx';

/** `/admin/finance?status=&page=`: revenue, commission, payouts, ledgers and the reconciliation. */
export function AdminFinanceRoute() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage title={t('finance.title')} description={t('finance.description')}>
      <FinancePage />
    </AdminPage>
  );
}
