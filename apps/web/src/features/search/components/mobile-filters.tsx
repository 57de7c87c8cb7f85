import type { CategoryDto } from '@marketplace/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/shared/ui/button.tsx';
import { Modal } from '#web/shared/ui/modal.tsx';
import { countActiveFilters, EMPTY_FILTERS } from '../lib/search-state.ts';
import { SearchFilters, type FilterDraft } from './search-filters.tsx';

function FiltersIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      className={className}
      aria-hidden="true"
    >
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
      <circle cx="16" cy="6" r="2" />
      <circle cx="10" cy="12" r="2" />
      <circle cx="18" cy="18" r="2" />
    </svg>
  );
}

/**
 * Mobile filters (spec 000 "Search"): a 'Filters' button opens a full-screen sheet whose changes apply
 * only on 'Apply'; closing it drops them.
 */
export function MobileFilters({
  value,
  onApply,
  categories,
  counts,
}: {
  value: FilterDraft;
  onApply: (next: FilterDraft) => void;
  categories: readonly CategoryDto[] | undefined;
  counts: ReadonlyMap<number, number> | undefined;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<FilterDraft | null>(null);
  const active = countActiveFilters(value.filters);
  const apply = () => {
    if (draft) onApply(draft);
    setDraft(null);
  };
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        icon={<FiltersIcon className="size-4" />}
        onClick={() => setDraft(value)}
      >
        {t('search.filters.open')}
        {active > 0 && (
          <span className="rounded-full bg-brand-700 px-1.5 py-0.5 text-xs leading-none font-bold text-white">
            <span aria-hidden="true">{active}</span>
            <span className="sr-only">{t('search.filters.activeCount', { count: active })}</span>
          </span>
        )}
      </Button>
      <Modal
        open={draft !== null}
        onClose={() => setDraft(null)}
        title={t('search.filters.title')}
        variant="fullscreen"
        footer={
          <>
            <Button
              variant="ghost"
              onClick={() => setDraft((current) => current && { ...current, filters: EMPTY_FILTERS })}
            >
              {t('search.filters.clear')}
            </Button>
            <Button onClick={apply} className="flex-1">
              {t('search.filters.apply')}
            </Button>
          </>
        }
      >
        {draft && (
          <SearchFilters
            value={draft}
            onChange={(next) => setDraft(next)}
            categories={categories}
            counts={draft.categoryId === value.categoryId ? counts : undefined}
            className="[&>*:first-child]:border-t-0 [&>*:first-child]:pt-0"
          />
        )}
      </Modal>
    </>
  );
}
