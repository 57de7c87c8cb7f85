import type { HomeDto } from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Links to the busiest subcategories, with their offer counts. */
export function PopularCategories({ categories }: { categories: HomeDto['popularCategories'] }) {
  const { t } = useTranslation();
  if (categories.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            to={`/search?categoryId=${category.id}`}
            className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-4 py-2 text-sm font-semibold text-ink shadow-card hover:border-brand-600 hover:text-brand-800"
          >
            {category.name}
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
              <span aria-hidden="true">{category.offersCount}</span>
              <span className="sr-only">{t('categories.offersCount', { count: category.offersCount })}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
