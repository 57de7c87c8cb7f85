import {
  REGION_SETTINGS,
  type CategoryDto,
  type CustomFormFieldDto,
  type Region,
  type SalesChannelDto,
} from '@marketplace/contract';
import { noCaches, type Caches } from '../../shared/caches.ts';
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

/** How long a cached category list, tree or form stays without a notification (docs/decisions/048). */
const SAFETY_TTL_MS = 5 * 60_000;

interface EditionCategories {
  rows: CategoryRow[];
  byId: Map<number, CategoryRow>;
}

export function createCategoriesService({
  categoriesRepository,
  caches = noCaches,
}: {
  categoriesRepository: CategoriesRepository;
  /** Where answers are kept between requests; nothing is kept without. */
  caches?: Caches;
}) {
  const categoriesOf = caches.create<Region, EditionCategories>({
    name: 'categories',
    tables: ['categories'],
    ttlMs: SAFETY_TTL_MS,
  });
  const fieldsOf = caches.create<Region, Map<number, CategoryFieldRow[]>>({
    name: 'category fields',
    tables: ['category_fields', 'categories'],
    ttlMs: SAFETY_TTL_MS,
  });
  const forms = caches.create<string, { properties: CustomFormFieldDto[] }>({
    name: 'category forms',
    tables: ['category_fields', 'categories'],
    ttlMs: SAFETY_TTL_MS,
  });
  const trees = caches.create<Region, CategoryDto[]>({
    name: 'category trees',
    tables: ['categories', 'offer_category_counts'],
    ttlMs: SAFETY_TTL_MS,
  });
  const salesChannels = caches.create<Region, SalesChannelDto>({
    name: 'sales channels',
    tables: ['categories', 'offer_category_counts'],
    ttlMs: SAFETY_TTL_MS,
  });

  async function loadCategories(region: Region): Promise<EditionCategories> {
    const rows = await categoriesRepository.listByRegion(region);
    return { rows, byId: new Map(rows.map((row) => [row.id, row])) };
  }

  /** A category of the edition with its path from the root; 404 for another edition's or none. */
  async function find(
    region: Region,
    categoryId: number,
  ): Promise<{ category: CategoryRow; path: CategoryRow[] }> {
    let { byId } = await categoriesOf.get(region, () => loadCategories(region));
    if (!byId.has(categoryId)) {
      // Perhaps created a moment ago, its notification still on the way: ask the database.
      ({ byId } = await loadCategories(region));
      if (byId.has(categoryId)) categoriesOf.clear();
    }
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

  async function tree(region: Region): Promise<CategoryDto[]> {
    return trees.get(region, async () => {
      const [{ rows }, counts] = await Promise.all([
        categoriesOf.get(region, () => loadCategories(region)),
        categoriesRepository.publishedOfferCounts(region),
      ]);
      return buildCategoryTree(rows, counts);
    });
  }

  /** The form fields of a category: its own and those it inherits from its parents. */
  async function form(region: Region, categoryId: number): Promise<{ properties: CustomFormFieldDto[] }> {
    const { path } = await find(region, categoryId);
    return forms.get(`${region}:${categoryId}`, async () => {
      const fields = await fieldsOf.get(region, async () => {
        const byCategory = new Map<number, CategoryFieldRow[]>();
        for (const field of await categoriesRepository.fieldsByRegion(region)) {
          const list = byCategory.get(field.categoryId);
          if (list) list.push(field);
          else byCategory.set(field.categoryId, [field]);
        }
        return byCategory;
      });
      return { properties: path.flatMap((node) => fields.get(node.id) ?? []).map(presentField) };
    });
  }

  // Answers come from caches shared by every request: callers read them and never modify them.
  return {
    find,

    /** Every category of the edition, flat (parents and children), in menu order. */
    list: async (region: Region): Promise<CategoryRow[]> =>
      (await categoriesOf.get(region, () => loadCategories(region))).rows,

    /** The form fields of a category: its own and those it inherits from its parents. */
    customFields: async (region: Region, categoryId: number): Promise<CustomFormFieldDto[]> =>
      (await form(region, categoryId)).properties,

    /** `GET /api/category/:id/custom-form-fields`. */
    form,

    tree,

    /** `GET /api/sales-channel`: the edition's settings, category tree and menu. */
    salesChannel(region: Region): Promise<SalesChannelDto> {
      return salesChannels.get(region, async () => {
        const categories = await tree(region);
        return {
          region: REGION_SETTINGS[region],
          categories,
          menu: categories.map(({ id, name, imageUrl, offersCount }) => ({
            id,
            name,
            imageUrl,
            offersCount,
          })),
        };
      });
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
