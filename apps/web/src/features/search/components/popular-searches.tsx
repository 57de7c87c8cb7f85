import { Link } from 'react-router';
import { usePopularSearches } from '../api/get-popular-searches.ts';
import { searchPath } from './search-bar.tsx';

/** Whether there are popular searches to show (the home page hides the section otherwise). */
export function useHasPopularSearches(): boolean {
  return (usePopularSearches().data?.items.length ?? 0) > 0;
}

/** The edition's most searched phrases as links to their results (spec 000 "Home"). */
export function PopularSearches() {
  const items = usePopularSearches().data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item.phrase}>
          <Link
            to={searchPath(item.phrase)}
            className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-4 py-2 text-sm font-semibold text-ink shadow-card hover:border-brand-600 hover:text-brand-800"
          >
            {item.phrase}
          </Link>
        </li>
      ))}
    </ul>
  );
}
