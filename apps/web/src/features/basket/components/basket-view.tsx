import { PAGE_PATHS } from '@marketplace/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { toastError } from '#web/shared/lib/toast.ts';
import { Button, ButtonLink } from '#web/shared/ui/button.tsx';
import { BasketIcon } from '#web/shared/ui/icons.tsx';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';
import { useDeleteBasketLine, usePutBasketLine } from '../api/change-basket.ts';
import { useBasket } from '../api/get-basket.ts';
import { groupBySeller, selectedGroup } from '../lib/basket-groups.ts';
import { BasketLine } from './basket-line.tsx';

/** Where "Go to payment method" leads: the seller to pay travels in the query string. */
export const paymentMethodPath = (sellerId: number) => `${PAGE_PATHS.paymentMethod}?seller=${sellerId}`;

function BasketSkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]" aria-busy="true" aria-label={label}>
      <div className="flex flex-col gap-4">
        {[0, 1].map((group) => (
          <div key={group} className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5">
            <Skeleton className="h-5 w-40" />
            {[0, 1].map((line) => (
              <div key={line} className="flex gap-4">
                <Skeleton className="size-20 shrink-0 rounded-xl sm:size-24" />
                <div className="flex flex-1 flex-col gap-2">
                  <Skeleton className="h-4 w-3/4" />
                  <Skeleton className="h-4 w-1/3" />
                  <Skeleton className="h-9 w-40" />
                </div>
              </div>
            ))}
          </div>
        ))}
      </div>
      <Skeleton className="h-44 rounded-card" />
    </div>
  );
}

/**
 * The basket (spec 001 "Basket"): offers grouped by seller, one seller selected for the payment
 * (the first by default), the selected seller's total, and the way on to the payment method.
 */
export function BasketView() {
  const { t } = useTranslation();
  const region = useRegion();
  const basket = useBasket();
  const putLine = usePutBasketLine();
  const deleteLine = useDeleteBasketLine();
  const [chosenSellerId, setChosenSellerId] = useState<number | null>(null);
  const [busyOfferId, setBusyOfferId] = useState<number | null>(null);

  if (basket.isPending) return <BasketSkeleton label={t('basket.loading')} />;
  if (basket.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-card border border-line bg-surface p-8 text-center"
      >
        <p className="text-ink-muted">{t('basket.loadError')}</p>
        <Button variant="secondary" size="sm" onClick={() => void basket.refetch()}>
          {t('basket.retry')}
        </Button>
      </div>
    );
  }

  const groups = groupBySeller(basket.data);
  const selected = selectedGroup(groups, chosenSellerId);
  if (!selected) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <BasketIcon className="size-7" />
        </span>
        <h2 className="text-lg font-bold">{t('basket.empty.title')}</h2>
        <p className="max-w-sm text-ink-muted">{t('basket.empty.text')}</p>
        <ButtonLink to={PAGE_PATHS.home} className="mt-2">
          {t('basket.empty.browse')}
        </ButtonLink>
      </div>
    );
  }

  const change = (offerId: number, call: Promise<unknown>) => {
    setBusyOfferId(offerId);
    call.catch(toastError).finally(() => setBusyOfferId(null));
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="sr-only">{t('basket.chooseSeller')}</legend>
        {groups.map((group) => {
          const checked = group.seller.id === selected.seller.id;
          return (
            <section
              key={group.seller.id}
              aria-label={group.seller.displayName}
              className={`rounded-card border bg-surface px-4 shadow-card sm:px-5 ${checked ? 'border-brand-600' : 'border-line'}`}
            >
              <label className="flex cursor-pointer items-center gap-3 border-b border-line py-4">
                <input
                  type="radio"
                  name="basket-seller"
                  className="size-5 accent-brand-700"
                  checked={checked}
                  onChange={() => setChosenSellerId(group.seller.id)}
                />
                <span className="min-w-0 flex-1">
                  <span className="block text-xs font-semibold text-ink-muted">{t('basket.seller')}</span>
                  <span className="block font-bold break-words">{group.seller.displayName}</span>
                </span>
                <span className="font-semibold">{formatAmount(group.total, region)}</span>
              </label>
              <ul className="divide-y divide-line">
                {group.lines.map((line) => (
                  <BasketLine
                    key={line.offer.id}
                    line={line}
                    busy={busyOfferId === line.offer.id}
                    onQuantityChange={(quantity) =>
                      change(line.offer.id, putLine.mutateAsync({ offerId: line.offer.id, quantity }))
                    }
                    onRemove={() => change(line.offer.id, deleteLine.mutateAsync(line.offer.id))}
                  />
                ))}
              </ul>
            </section>
          );
        })}
      </fieldset>
      <aside
        aria-labelledby="basket-summary"
        className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card lg:sticky lg:top-24"
      >
        <h2 id="basket-summary" className="text-lg font-bold">
          {t('basket.summary.title')}
        </h2>
        <dl className="flex flex-col gap-2 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-ink-muted">{t('basket.seller')}</dt>
            <dd className="text-right font-semibold break-words">{selected.seller.displayName}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-ink-muted">{t('basket.summary.offers')}</dt>
            <dd className="font-semibold">{selected.lines.length}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-3 border-t border-line pt-3">
            <dt className="font-semibold">{t('basket.summary.total')}</dt>
            <dd className="text-2xl font-extrabold tracking-tight" data-testid="basket-total">
              {formatAmount(selected.total, region)}
            </dd>
          </div>
        </dl>
        {groups.length > 1 && <p className="text-xs text-ink-muted">{t('basket.summary.oneSeller')}</p>}
        <ButtonLink to={paymentMethodPath(selected.seller.id)} size="lg" block>
          {t('basket.goToPayment')}
        </ButtonLink>
      </aside>
    </div>
  );
}
