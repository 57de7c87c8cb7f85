import {
  REGION_SETTINGS,
  type CategoryDto,
  type CustomFormFieldDto,
  type Region,
  type SalesChannelDto,
} from '@marketplace/contract';
import { createEditionCache, noCaches, SAFETY_TTL_MS, type Caches } from '../../shared/caches.ts';
import { NotFoundError } from '../../shared/errors.ts';
import { buildCategoryTree, presentCategory, presentField, type Category } from './categories.presenter.ts';
import type { CategoriesRepository, CategoryFieldRow } from './categories.repository.ts';

export type { Category } from './categories.presenter.ts';

interface EditionCategories {
  all: Category[];
  byId: Map<number, Category>;
}

export function createCategoriesService({
  categoriesRepository,
  caches = noCaches,
}: {
  categoriesRepository: CategoriesRepository;
  /** Where answers are kept between requests; nothing is kept without. */
  caches?: Caches;
}) {
  const categoriesOf = createEditionCache(
    caches,
    { name: 'categories', tables: ['categories'] },
    loadCategories,
  );
  const fieldsOf = createEditionCache(
    caches,
    { name: 'category fields', tables: ['category_fields', 'categories'] },
    async (region) => {
      const byCategory = new Map<number, CategoryFieldRow[]>();
      for (const field of await categoriesRepository.fieldsByRegion(region)) {
        const list = byCategory.get(field.categoryId);
        if (list) list.push(field);
        else byCategory.set(field.categoryId, [field]);
      }
      return byCategory;
    },
  );
  // Per category, not per edition.
  const forms = caches.create<string, { properties: CustomFormFieldDto[] }>({
    name: 'category forms',
    tables: ['category_fields', 'categories'],
    ttlMs: SAFETY_TTL_MS,
  });
  const trees = createEditionCache(
    caches,
    { name: 'category trees', tables: ['categories', 'offer_category_counts'] },
    async (region) => {
      const [{ all }, counts] = await Promise.all([
        categoriesOf.get(region),
        categoriesRepository.publishedOfferCounts(region),
      ]);
      return buildCategoryTree(all, counts);
    },
  );
  const salesChannels = createEditionCache(
    caches,
    { name: 'sales channels', tables: ['categories', 'offer_category_counts'] },
    async (region): Promise<SalesChannelDto> => {
      const categories = await trees.get(region);
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
    },
  );

  async function loadCategories(region: Region): Promise<EditionCategories> {
    const all = (await categoriesRepository.listByRegion(region)).map(presentCategory);
    return { all, byId: new Map(all.map((category) => [category.id, category])) };
  }

  /** A category of the edition with its path from the root; 404 for another edition's or none. */
  async function find(region: Region, categoryId: number): Promise<{ category: Category; path: Category[] }> {
    let { byId } = await categoriesOf.get(region);
    if (!byId.has(categoryId)) {
      // Perhaps created a moment ago, its notification still on the way: ask the database.
      ({ byId } = await loadCategories(region));
      if (byId.has(categoryId)) categoriesOf.clear();
    }
    const category = byId.get(categoryId);
    if (!category) throw new NotFoundError();
    const path: Category[] = [];
    for (
      let node: Category | undefined = category;
      node;
      node = node.parentId === null ? undefined : byId.get(node.parentId)
    ) {
      path.unshift(node);
    }
    return { category, path };
  }

  /** The form fields of a category: its own and those it inherits from its parents. */
  async function form(region: Region, categoryId: number): Promise<{ properties: CustomFormFieldDto[] }> {
    const { path } = await find(region, categoryId);
    return forms.get(`${region}:${categoryId}`, async () => {
      const fields = await fieldsOf.get(region);
      return { properties: path.flatMap((node) => fields.get(node.id) ?? []).map(presentField) };
    });
  }

  // Answers come from caches shared by every request: callers read them and never modify them.
  return {
    find,

    /** Every category of the edition, flat (parents and children), in menu order. */
    list: async (region: Region): Promise<Category[]> => (await categoriesOf.get(region)).all,

    /** The form fields of a category: its own and those it inherits from its parents. */
    customFields: async (region: Region, categoryId: number): Promise<CustomFormFieldDto[]> =>
      (await form(region, categoryId)).properties,

    /** `GET /api/category/:id/custom-form-fields`. */
    form,

    tree: (region: Region): Promise<CategoryDto[]> => trees.get(region),

    /** `GET /api/sales-channel`: the edition's settings, category tree and menu. */
    salesChannel: (region: Region): Promise<SalesChannelDto> => salesChannels.get(region),
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
