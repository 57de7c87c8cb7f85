import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#web/shared/ui/cn.ts';
import { Select } from '#web/shared/ui/select.tsx';
import { SORT_OPTIONS, type SortOption } from '../lib/search-state.ts';

/** The sort of the results; 'Most relevant' is offered only when there is a phrase (spec 000 section 3). */
export function SortSelect({
  value,
  hasPhrase,
  onChange,
  className,
}: {
  value: SortOption;
  hasPhrase: boolean;
  onChange: (sort: SortOption) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const options = SORT_OPTIONS.filter((option) => option !== 'relevance' || hasPhrase).map((option) => ({
    value: option,
    label: t(`search.sort.${option}`),
  }));
  return (
    <div className={cn('flex min-w-0 items-center gap-2', className)}>
      {/* On a phone the box needs the row's width for its longest order ('Price: high to low'): the
          label is read, not shown there (the orders' names say what they are). */}
      <label htmlFor={id} className="shrink-0 text-sm font-semibold text-ink-muted max-md:sr-only">
        {t('search.sort.label')}
      </label>
      <div className="min-w-0 flex-1">
        <Select
          id={id}
          value={value}
          options={options}
          onChange={(event) => onChange(event.target.value as SortOption)}
          className="h-10"
        />
      </div>
    </div>
  );
}
