import type { CategoryDto } from '@marketplace/contract';

/** The categories from the top level down to the one with `id` (empty when it is not in the tree). */
export function categoryPath(tree: readonly CategoryDto[], id: number | undefined): CategoryDto[] {
  if (id === undefined) return [];
  for (const category of tree) {
    if (category.id === id) return [category];
    const below = categoryPath(category.children, id);
    if (below.length > 0) return [category, ...below];
  }
  return [];
}
