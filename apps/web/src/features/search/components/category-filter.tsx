import type { CategoryDto } from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '#web/shared/ui/cn.ts';
import { ChevronLeftIcon } from '#web/shared/ui/icons.tsx';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';
import { categoryPath } from '../lib/category-tree.ts';

export interface CategoryFilterProps {
  categories: readonly CategoryDto[] | undefined;
  selectedId: number | undefined;
  /** Offer counts per category id for the children of the selected category (the search's facets). */
  counts: ReadonlyMap<number, number> | undefined;
  onSelect: (categoryId: number | undefined) => void;
}

const itemClass =
  'flex w-full items-center justify-between gap-2 rounded-lg px-2.5 py-1.5 text-left text-sm hover:bg-brand-50 hover:text-brand-900';

function Count({ count }: { count: number | undefined }) {
  const { t } = useTranslation();
  if (count === undefined) return null;
  return (
    <span className="shrink-0 rounded-full bg-canvas px-2 py-0.5 text-xs font-semibold text-ink-muted tabular-nums">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{t('categories.offersCount', { count })}</span>
    </span>
  );
}

/**
 * The category tree of the filters: top-level categories first; once one is chosen, the way back up
 * and its children, each with the number of offers the current search finds there.
 */
export function CategoryFilter({ categories, selectedId, counts, onSelect }: CategoryFilterProps) {
  const { t } = useTranslation();
  if (!categories) {
    return (
      <div className="flex flex-col gap-2" aria-hidden="true">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-6" />
        ))}
      </div>
    );
  }
  const path = categoryPath(categories, selectedId);
  const selected = path.at(-1);
  const ancestors = path.slice(0, -1);
  const options = selected ? selected.children : categories;
  const countOf = (id: number) => (counts ? (counts.get(id) ?? 0) : undefined);

  return (
    <ul className="flex flex-col gap-0.5">
      {selected && (
        <li>
          <button
            type="button"
            className={cn(itemClass, 'justify-start text-ink-muted')}
            onClick={() => onSelect(undefined)}
          >
            <ChevronLeftIcon className="size-4 shrink-0" />
            {t('search.filters.allCategories')}
          </button>
        </li>
      )}
      {ancestors.map((ancestor, depth) => (
        <li key={ancestor.id} style={{ paddingLeft: `${depth * 0.75}rem` }}>
          <button
            type="button"
            className={cn(itemClass, 'justify-start text-ink-muted')}
            onClick={() => onSelect(ancestor.id)}
          >
            <ChevronLeftIcon className="size-4 shrink-0" />
            {ancestor.name}
          </button>
        </li>
      ))}
      {selected && (
        <li style={{ paddingLeft: `${ancestors.length * 0.75}rem` }}>
          <span
            aria-current="true"
            className="flex items-center rounded-lg bg-brand-50 px-2.5 py-1.5 text-sm font-bold text-brand-900"
          >
            {selected.name}
          </span>
        </li>
      )}
      {options.map((category) => (
        <li
          key={category.id}
          style={{ paddingLeft: selected ? `${(ancestors.length + 1) * 0.75}rem` : undefined }}
        >
          <button
            type="button"
            title={category.name}
            // No offers there for this search: still selectable, but quieter.
            className={cn(itemClass, countOf(category.id) === 0 ? 'text-ink-subtle' : 'text-ink')}
            onClick={() => onSelect(category.id)}
          >
            <span className="min-w-0 truncate">{category.name}</span>
            <Count count={countOf(category.id)} />
          </button>
        </li>
      ))}
    </ul>
  );
}
