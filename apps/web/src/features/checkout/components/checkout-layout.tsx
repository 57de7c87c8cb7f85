import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';

/** The payment screens' frame: a title, the main column and the summary beside it (below on phones). */
export function CheckoutLayout({
  title,
  intro,
  children,
  aside,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section aria-labelledby="checkout-title" className="flex flex-col gap-6">
      <header>
        <h1 id="checkout-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {title}
        </h1>
        {intro && <p className="mt-1 text-ink-muted">{intro}</p>}
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-5">{children}</div>
        {aside}
      </div>
    </section>
  );
}

/** A summary row: a label and its value. */
export function SummaryRow({
  label,
  value,
  strong,
}: {
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
}) {
  return (
    <div className={`flex items-baseline justify-between gap-3 ${strong ? 'border-t border-line pt-3' : ''}`}>
      <dt className={strong ? 'font-semibold' : 'text-ink-muted'}>{label}</dt>
      <dd
        className={strong ? 'text-2xl font-extrabold tracking-tight' : 'text-right font-semibold break-words'}
        data-testid={strong ? 'checkout-total' : undefined}
      >
        {value}
      </dd>
    </div>
  );
}

/** The summary box with its buttons. */
export function SummaryBox({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  const { t } = useTranslation();
  return (
    <aside
      aria-labelledby="checkout-summary"
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card lg:sticky lg:top-24"
    >
      <h2 id="checkout-summary" className="text-lg font-bold">
        {t('checkout.summary.title')}
      </h2>
      <dl className="flex flex-col gap-2 text-sm">{children}</dl>
      <div className="flex flex-col gap-2">{actions}</div>
    </aside>
  );
}

/** The method screen while the basket loads. */
export function CheckoutSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
      aria-busy="true"
      aria-label={t('checkout.loading')}
    >
      <div className="flex flex-col gap-5">
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-40 rounded-card" />
        <Skeleton className="h-32 rounded-card" />
      </div>
      <Skeleton className="h-56 rounded-card" />
    </div>
  );
}
