import type { AdminAccountLedgerDto } from '@marketplace/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminLoadState } from '#web/shared/admin/admin-page.tsx';
import { formatAmount, formatDateTime } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { Button } from '#web/shared/ui/button.tsx';
import { cn } from '#web/shared/ui/cn.ts';
import { Field } from '#web/shared/ui/field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { isLedgerMissing, useAccountLedger } from '../api/get-account-ledger.ts';
import { FinanceSection } from './finance-section.tsx';

/** An account id as typed: digits only, 1 to 9 of them (as ids are); otherwise null. */
export function accountIdOf(text: string): number | null {
  const value = text.trim();
  return /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** Any account's ledger by its id: its balances per currency and its newest entries. */
export function AccountLedger() {
  const { t } = useTranslation('admin');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [accountId, setAccountId] = useState(0);
  const ledger = useAccountLedger(accountId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = accountIdOf(text);
    if (id === null) {
      setError(t('finance.ledger.invalidId'));
      return;
    }
    setError(undefined);
    setAccountId(id);
  };
  let body = null;
  if (accountId > 0) {
    if (isLedgerMissing(ledger.error)) {
      body = (
        <p className="rounded-xl bg-surface p-4 text-ink-muted ring-1 ring-line">
          {t('finance.ledger.notFound', { id: accountId })}
        </p>
      );
    } else if (!ledger.data) {
      body = <AdminLoadState failed={ledger.isError} onRetry={() => void ledger.refetch()} />;
    } else {
      body = <LedgerView ledger={ledger.data} />;
    }
  }
  return (
    <FinanceSection id="finance-ledger" title={t('finance.ledger.title')}>
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-3 rounded-xl bg-surface p-4 ring-1 ring-line sm:flex-row sm:items-start"
        aria-label={t('finance.ledger.title')}
      >
        <Field
          label={t('finance.ledger.accountId')}
          error={error}
          hint={t('finance.ledger.accountIdHint')}
          className="flex-1"
        >
          {(control) => (
            <Input
              {...control}
              value={text}
              onChange={(event) => setText(event.target.value)}
              inputMode="numeric"
              autoComplete="off"
            />
          )}
        </Field>
        <Button type="submit" className="sm:mt-[1.625rem]">
          {t('finance.ledger.show')}
        </Button>
      </form>
      {body}
    </FinanceSection>
  );
}

function LedgerView({ ledger }: { ledger: AdminAccountLedgerDto }) {
  const { t } = useTranslation('admin');
  const region = useRegion();
  const captionId = useId();
  return (
    <div className="flex flex-col gap-3" data-testid="account-ledger">
      <h3 className="font-semibold">
        {t('finance.ledger.of', {
          id: ledger.accountId,
          name: ledger.account.deleted ? t('finance.ledger.deletedAccount') : ledger.account.username,
        })}
      </h3>
      {ledger.balances.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('finance.ledger.noBalances')}</p>
      ) : (
        <dl className="grid gap-3 sm:grid-cols-3">
          {ledger.balances.flatMap((balance) =>
            (['pending', 'available', 'inPayout'] as const).map((name) => (
              <div key={`${balance.currency}-${name}`} className="rounded-xl bg-surface p-3 ring-1 ring-line">
                <dt className="text-sm text-ink-muted">
                  {t(`finance.ledger.balances.${name}`)} ({balance.currency})
                </dt>
                <dd
                  className={cn(
                    'text-xl font-extrabold tabular-nums',
                    balance[name] < 0 && 'text-danger-700',
                  )}
                >
                  {formatAmount(balance[name], region)}
                </dd>
              </div>
            )),
          )}
        </dl>
      )}
      {ledger.entries.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('finance.ledger.noEntries')}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl bg-surface ring-1 ring-line">
          <table className="w-full min-w-[40rem] text-left text-sm" aria-labelledby={captionId}>
            <caption id={captionId} className="sr-only">
              {t('finance.ledger.entries', { id: ledger.accountId })}
            </caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('finance.ledger.at')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('finance.ledger.transfer')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('finance.ledger.cause')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('finance.ledger.account')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('finance.ledger.subject')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {t('finance.ledger.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {ledger.entries.map((entry, index) => (
                <tr key={`${entry.transferId}-${entry.account}-${index}`} className="border-b border-line/60">
                  <td className="px-3 py-1.5 whitespace-nowrap">
                    <time dateTime={entry.at}>{formatDateTime(entry.at, region)}</time>
                  </td>
                  <td className="px-3 py-1.5 tabular-nums">#{entry.transferId}</td>
                  <td className="px-3 py-1.5">
                    <span className="font-mono text-xs">{entry.cause}</span>
                  </td>
                  <td className="px-3 py-1.5">
                    <span className="font-mono text-xs">{entry.account}</span>
                  </td>
                  <td className="px-3 py-1.5 whitespace-nowrap">
                    {entry.orderId !== null && t('finance.ledger.order', { id: entry.orderId })}
                    {entry.payoutId !== null && t('finance.payouts.number', { id: entry.payoutId })}
                  </td>
                  <td
                    className={cn(
                      'px-3 py-1.5 text-right font-semibold whitespace-nowrap tabular-nums',
                      entry.amount < 0 && 'text-danger-700',
                    )}
                  >
                    {formatAmount(entry.amount, region)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="text-xs text-ink-muted">{t('finance.ledger.signs')}</p>
    </div>
  );
}
