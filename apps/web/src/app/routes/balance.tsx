import { useTranslation } from 'react-i18next';
import { BalancePage } from '#web/features/balance/components/balance-page.tsx';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';

/** `/profile/balance?view=history|payouts&page=N`: the seller's balances, payouts and history. */
export function BalanceRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.balance'));
  return <BalancePage />;
}
