import type { CategoryFacetDto } from '@marketplace/contract';
import type { Category } from '../categories/index.ts';
import type { CategoryCount } from './search.repository.ts';

/** The category and every category below it. */
export function descendantsOf(all: readonly Category[], categoryId: number): number[] {
  const ids = [categoryId];
  for (let i = 0; i < ids.length; i++) {
    for (const category of all) if (category.parentId === ids[i]) ids.push(category.id);
  }
  return ids;
}

/**
 * Matches per child of the searched category (per top-level category without one), each child
 * counting the offers of its whole subtree. Children without matches are listed with 0, so the
 * filter panel keeps its shape while the query changes (docs/decisions/015).
 */
export function presentCategoryFacets(
  all: readonly Category[],
  parentId: number | null,
  counts: readonly CategoryCount[],
): CategoryFacetDto[] {
  const direct = new Map(counts.map((row) => [row.categoryId, row.count]));
  return all
    .filter((category) => category.parentId === parentId)
    .map((category) => ({
      id: category.id,
      name: category.name,
      count: descendantsOf(all, category.id).reduce((sum, id) => sum + (direct.get(id) ?? 0), 0),
    }));
}
