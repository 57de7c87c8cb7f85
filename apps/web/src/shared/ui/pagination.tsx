import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn.ts';
import { ChevronLeftIcon } from './icons.tsx';
import { ChevronRightIcon } from './more-icons.tsx';

/** The page typed by the user, if it is a whole number from 1 to totalPages. */
export function parsePageInput(raw: string, totalPages: number): number | undefined {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return undefined;
  const page = Number(text);
  return Number.isSafeInteger(page) && page >= 1 && page <= totalPages ? page : undefined;
}

export interface PaginationProps {
  currentPage: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
}

/**
 * Previous / next buttons and a page number input (spec 000 "Search": whole numbers from 1 to
 * totalPages only). Anything else typed is refused; a number out of range is reset on commit.
 */
export function Pagination({ currentPage, totalPages, onPageChange, className }: PaginationProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [draft, setDraft] = useState(String(currentPage));
  const [shownPage, setShownPage] = useState(currentPage);
  if (shownPage !== currentPage) {
    setShownPage(currentPage);
    setDraft(String(currentPage));
  }

  if (totalPages <= 1) return null;

  const commit = () => {
    const page = parsePageInput(draft, totalPages);
    if (page === undefined) {
      setDraft(String(currentPage));
      return;
    }
    if (page !== currentPage) onPageChange(page);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    commit();
  };
  const navButton =
    'inline-flex size-10 items-center justify-center rounded-full border border-line-strong bg-surface text-ink ' +
    'hover:border-brand-600 hover:text-brand-800 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-line-strong';

  return (
    <nav
      aria-label={t('pagination.label')}
      className={cn('flex items-center justify-center gap-3', className)}
    >
      <button
        type="button"
        className={navButton}
        disabled={currentPage <= 1}
        onClick={() => onPageChange(Math.max(1, currentPage - 1))}
      >
        <ChevronLeftIcon className="size-5" />
        <span className="sr-only">{t('pagination.previous')}</span>
      </button>
      <form onSubmit={onSubmit} className="flex items-center gap-2 text-sm text-ink-muted">
        <label htmlFor={inputId}>{t('pagination.page')}</label>
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={draft}
          onChange={(event) => {
            const next = event.target.value;
            if (/^\d*$/.test(next)) setDraft(next);
          }}
          onBlur={commit}
          className="h-10 w-14 rounded-xl border border-line-strong bg-surface text-center text-base font-semibold text-ink tabular-nums focus-visible:border-brand-600 sm:text-sm"
        />
        <span>{t('pagination.ofTotal', { total: totalPages })}</span>
      </form>
      <button
        type="button"
        className={navButton}
        disabled={currentPage >= totalPages}
        onClick={() => onPageChange(Math.min(totalPages, currentPage + 1))}
      >
        <ChevronRightIcon className="size-5" />
        <span className="sr-only">{t('pagination.next')}</span>
      </button>
    </nav>
  );
}
