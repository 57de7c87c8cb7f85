import type { CategoryDto, CustomFormFieldDto, Region } from '@marketplace/contract';
import { NotFoundError } from '../../shared/errors.ts';
import type { CategoriesRepository, CategoryFieldRow, CategoryRow } from './categories.repository.ts';

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
  /** A category of the edition with its path from the root; 404 for another edition's or none. */
  async function find(
    region: Region,
    categoryId: number,
  ): Promise<{ category: CategoryRow; path: CategoryRow[] }> {
    const rows = await categoriesRepository.listByRegion(region);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const category = byId.get(categoryId);
    if (!category) throw new NotFoundError();
    const path: CategoryRow[] = [];
    for (
      let node: CategoryRow | undefined = category;
      node;
      node = node.parentId === null ? undefined : byId.get(node.parentId)
    ) {
      path.unshift(node);
    }
    return { category, path };
  }

  return {
    find,

    /** Every category of the edition, flat (parents and children), in menu order. */
    list: (region: Region): Promise<CategoryRow[]> => categoriesRepository.listByRegion(region),

    /** The form fields of a category: its own and those it inherits from its parents. */
    async customFields(region: Region, categoryId: number): Promise<CustomFormFieldDto[]> {
      const { path } = await find(region, categoryId);
      const lists = await Promise.all(path.map((node) => categoriesRepository.fieldsOf(node.id)));
      return lists.flat().map(presentField);
    },

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

function presentField(field: CategoryFieldRow): CustomFormFieldDto {
  return {
    name: field.name,
    title: field.title,
    type: field.type,
    required: field.required,
    ...(field.enumValues ? { enum: field.enumValues } : {}),
    default: field.defaultValue ?? null,
    unit: field.unit,
  };
}
