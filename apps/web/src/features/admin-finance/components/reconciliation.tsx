import { useTranslation } from 'react-i18next';
import { AdminLoadState } from '#web/shared/admin/admin-page.tsx';
import { formatDateTime } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { toast, toastError } from '#web/shared/lib/toast.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { CheckIcon } from '#web/shared/ui/more-icons.tsx';
import { useReconciliation, useRunReconciliation } from '../api/reconciliation.ts';
import { FinanceSection } from './finance-section.tsx';

/**
 * The last reconciliation of the ledger against orders, payments and payouts: when it ran, and
 * either that everything adds up or the differences it found; 'Run now' runs it again.
 */
export function Reconciliation() {
  const { t } = useTranslation('admin');
  const region = useRegion();
  const last = useReconciliation();
  const run = useRunReconciliation();
  const runNow = () =>
    run.mutate(undefined, {
      onSuccess: (result) =>
        toast.success(
          result.ok
            ? t('finance.reconciliation.ranOk')
            : t('finance.reconciliation.ranDifferences', { count: result.differences.length }),
        ),
      onError: toastError,
    });
  let body;
  if (last.isPending || last.isError) {
    body = <AdminLoadState failed={last.isError} onRetry={() => void last.refetch()} />;
  } else if (!last.data?.checkedAt) {
    body = <p className="text-ink-muted">{t('finance.reconciliation.never')}</p>;
  } else {
    const { checkedAt, ok, differences } = last.data;
    body = (
      <div className="flex flex-col gap-2" data-testid="reconciliation">
        <p className="text-sm text-ink-muted">
          {t('finance.reconciliation.checkedAt', { date: formatDateTime(checkedAt, region) })}
        </p>
        {ok ? (
          <p className="flex items-start gap-2 font-semibold text-success-700" role="status">
            <CheckIcon className="mt-0.5 size-5 shrink-0" />
            {t('finance.reconciliation.ok')}
          </p>
        ) : (
          <>
            <p className="font-semibold text-danger-700" role="status">
              {t('finance.reconciliation.differences', { count: differences.length })}
            </p>
            <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
              {differences.map((difference, index) => (
                <li key={index} className="break-words">
                  {difference}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    );
  }
  return (
    <FinanceSection
      id="finance-reconciliation"
      title={t('finance.reconciliation.title')}
      actions={
        <Button variant="secondary" size="sm" loading={run.isPending} onClick={runNow}>
          {t('finance.reconciliation.runNow')}
        </Button>
      }
    >
      <div className="rounded-xl bg-surface p-4 ring-1 ring-line">{body}</div>
    </FinanceSection>
  );
}
