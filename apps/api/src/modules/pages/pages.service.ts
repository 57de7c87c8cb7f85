import type { Region, StaticPageDto, StaticPageGroupDto } from '@marketplace/contract';
import { createEditionCache, noCaches, type Caches } from '../../shared/caches.ts';
import { NotFoundError } from '../../shared/errors.ts';
import type { PagesRepository } from './pages.repository.ts';

interface EditionPages {
  groups: StaticPageGroupDto[];
  bySlug: Map<string, StaticPageDto>;
}

export function createPagesService({
  pagesRepository,
  caches = noCaches,
}: {
  pagesRepository: PagesRepository;
  /** Where answers are kept between requests; nothing is kept without. */
  caches?: Caches;
}) {
  // An edition has a few pages: all of them are kept, read once per change (docs/decisions/048).
  const editions = createEditionCache(
    caches,
    { name: 'pages', tables: ['pages', 'page_groups'] },
    async (region): Promise<EditionPages> => {
      const [groups, pages] = await Promise.all([
        pagesRepository.groups(region),
        // A hidden page is the console's only (decision 092).
        pagesRepository.list(region).then((rows) => rows.filter((row) => row.published)),
      ]);
      return {
        groups: groups.map((group) => ({
          id: group.id,
          title: group.title,
          pages: pages
            .filter((page) => page.groupId === group.id)
            .map(({ slug, title }) => ({ slug, title })),
        })),
        bySlug: new Map(
          pages.map((page) => [page.slug, { slug: page.slug, title: page.title, content: page.content }]),
        ),
      };
    },
  );

  // Answers come from a cache shared by every request: callers read them and never modify them.
  return {
    async groups(region: Region): Promise<StaticPageGroupDto[]> {
      return (await editions.get(region)).groups;
    },

    async page(region: Region, slug: string): Promise<StaticPageDto> {
      const page = (await editions.get(region)).bySlug.get(slug);
      if (!page) throw new NotFoundError();
      return page;
    },
  };
}

export type PagesService = ReturnType<typeof createPagesService>;
