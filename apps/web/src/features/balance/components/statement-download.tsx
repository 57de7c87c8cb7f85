import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMonth } from '#web/shared/lib/format-month.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { toastError } from '#web/shared/lib/toast.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Select } from '#web/shared/ui/select.tsx';
import { useDownloadStatement } from '../api/download-statement.ts';
import { statementMonths } from '../lib/statement-months.ts';
import { BalanceSection } from './balance-section.tsx';

/** A month's statement as a CSV file: the current month or one of the eleven before it. */
export function StatementDownload({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation();
  const region = useRegion();
  const selectId = useId();
  const [months] = useState(() => statementMonths(now));
  const [month, setMonth] = useState(months[0]!);
  const download = useDownloadStatement();
  return (
    <BalanceSection title={t('balance.statement.title')}>
      <p className="text-sm text-ink-muted">{t('balance.statement.intro')}</p>
      <div className="mt-auto flex flex-col gap-1.5">
        <label htmlFor={selectId} className="text-sm font-semibold">
          {t('balance.statement.month')}
        </label>
        <div className="flex flex-wrap items-center gap-2">
          <div className="min-w-40 flex-1">
            <Select
              id={selectId}
              value={month}
              onChange={(event) => setMonth(event.target.value)}
              options={months.map((value) => ({ value, label: formatMonth(value, region) }))}
            />
          </div>
          <Button
            variant="outline"
            loading={download.isPending}
            onClick={() => download.mutate(month, { onError: toastError })}
          >
            {t('balance.statement.download')}
          </Button>
        </div>
      </div>
    </BalanceSection>
  );
}
