import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';

/** A console page: its heading and one line on what it is for, then the page. */
export function AdminPage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <section className="flex flex-col gap-4" aria-labelledby="admin-page-title">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="admin-page-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {title}
          </h1>
          {description && <p className="mt-1 text-ink-muted">{description}</p>}
        </div>
        {actions}
      </header>
      {children}
    </section>
  );
}

/** What a console page shows while its data loads, or when it could not load. */
export function AdminLoadState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  if (!failed) {
    return (
      <div role="status" className="flex flex-col gap-2" aria-busy="true" aria-label={t('console.loading')}>
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl bg-surface p-4 ring-1 ring-line">
      <p>{t('console.loadFailed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('console.retry')}
      </Button>
    </div>
  );
}
