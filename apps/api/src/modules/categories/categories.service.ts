import type { CategoryDto, Region } from '@marketplace/contract';
import type { CategoriesRepository, CategoryRow } from './categories.repository.ts';

/** Builds the category tree of an edition with offer counts that include every descendant. */
export function buildCategoryTree(rows: CategoryRow[], directCounts: Map<number, number>): CategoryDto[] {
  const nodes = new Map<number, CategoryDto>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      name: row.name,
      parentId: row.parentId,
      offerType: row.offerType,
      imageUrl: row.imageUrl,
      offersCount: 0,
      path: [],
      children: [],
    });
  }
  const roots: CategoryDto[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const finish = (node: CategoryDto, path: CategoryDto['path']): number => {
    node.path = [...path, { id: node.id, name: node.name }];
    node.offersCount =
      (directCounts.get(node.id) ?? 0) +
      node.children.reduce((sum, child) => sum + finish(child, node.path), 0);
    return node.offersCount;
  };
  for (const root of roots) finish(root, []);
  return roots;
}

export function createCategoriesService({
  categoriesRepository,
}: {
  categoriesRepository: CategoriesRepository;
}) {
  return {
    async tree(region: Region): Promise<CategoryDto[]> {
      const [rows, counts] = await Promise.all([
        categoriesRepository.listByRegion(region),
        categoriesRepository.publishedOfferCounts(region),
      ]);
      return buildCategoryTree(rows, counts);
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
