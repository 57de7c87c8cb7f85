import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { readPageParam } from '#web/shared/lib/page-param.ts';
import { cn } from '#web/shared/ui/cn.ts';
import { useBalanceHistory } from '../api/get-balance-history.ts';
import { usePayouts } from '../api/get-payouts.ts';
import { HistoryRow } from './history-row.tsx';
import { PagedList } from './paged-list.tsx';
import { PayoutRow } from './payout-row.tsx';

const VIEWS = ['history', 'payouts'] as const;
type View = (typeof VIEWS)[number];

/** The view the address names: `?view=payouts`, else the history. */
export const viewOf = (params: URLSearchParams): View =>
  params.get('view') === 'payouts' ? 'payouts' : 'history';

function Empty({ text }: { text: string }) {
  return (
    <p className="rounded-card border border-dashed border-line-strong bg-surface px-6 py-10 text-center text-ink-muted">
      {text}
    </p>
  );
}

/**
 * The history of the balances and the payouts, one at a time: two links (each a view of the
 * address, `?view=` and its own `?page=`) over the paged list.
 */
export function BalanceActivity() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const view = viewOf(params);
  const page = readPageParam(params);
  const history = useBalanceHistory(page, view === 'history');
  const payouts = usePayouts(page, view === 'payouts');
  return (
    <section aria-labelledby="balance-activity" className="flex flex-col gap-3">
      <h2 id="balance-activity" className="sr-only">
        {t('balance.activity')}
      </h2>
      <nav aria-label={t('balance.activity')} className="border-b border-line">
        <ul className="flex gap-1">
          {VIEWS.map((each) => (
            <li key={each}>
              <Link
                to={{ search: each === 'history' ? '' : `?view=${each}` }}
                replace
                aria-current={each === view ? 'page' : undefined}
                className={cn(
                  '-mb-px flex h-11 items-center border-b-[3px] px-3 text-sm font-semibold whitespace-nowrap sm:px-4',
                  each === view
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-ink-muted hover:border-line-strong hover:text-ink',
                )}
              >
                {t(`balance.views.${each}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {view === 'history' ? (
        <PagedList
          label={t('balance.views.history')}
          query={history}
          page={page}
          empty={<Empty text={t('balance.history.none')} />}
          row={(item) => <HistoryRow key={item.id} item={item} />}
        />
      ) : (
        <PagedList
          label={t('balance.views.payouts')}
          query={payouts}
          page={page}
          empty={<Empty text={t('balance.payouts.none')} />}
          row={(payout) => <PayoutRow key={payout.id} payout={payout} />}
        />
      )}
    </section>
  );
}
