import type { CategoryDto, CustomFormFieldDto, OfferType, Region } from '@marketplace/contract';
import type { CategoryFieldRow, CategoryRow } from './categories.repository.ts';

/** A category as other modules get it from the categories service (never its row). */
export interface Category {
  id: number;
  region: Region;
  parentId: number | null;
  slug: string;
  name: string;
  offerType: OfferType;
  imageUrl: string | null;
}

export function presentCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    region: row.region,
    parentId: row.parentId,
    slug: row.slug,
    name: row.name,
    offerType: row.offerType,
    imageUrl: row.imageUrl,
  };
}

/** Builds the category tree of an edition with offer counts that include every descendant. */
export function buildCategoryTree(
  categories: readonly Category[],
  directCounts: Map<number, number>,
): CategoryDto[] {
  const nodes = new Map<number, CategoryDto>();
  for (const category of categories) {
    nodes.set(category.id, {
      id: category.id,
      name: category.name,
      parentId: category.parentId,
      offerType: category.offerType,
      imageUrl: category.imageUrl,
      offersCount: 0,
      path: [],
      children: [],
    });
  }
  const roots: CategoryDto[] = [];
  for (const category of categories) {
    const node = nodes.get(category.id)!;
    const parent = category.parentId === null ? undefined : nodes.get(category.parentId);
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

export function presentField(field: CategoryFieldRow): CustomFormFieldDto {
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
