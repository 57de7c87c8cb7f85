import type { Region, StaticPageDto, StaticPageGroupDto } from '@marketplace/contract';
import { NotFoundError } from '../../shared/errors.ts';
import type { PagesRepository } from './pages.repository.ts';

export function createPagesService({ pagesRepository }: { pagesRepository: PagesRepository }) {
  return {
    async groups(region: Region): Promise<StaticPageGroupDto[]> {
      const [groups, pages] = await Promise.all([
        pagesRepository.groups(region),
        pagesRepository.list(region),
      ]);
      return groups.map((group) => ({
        id: group.id,
        title: group.title,
        pages: pages.filter((page) => page.groupId === group.id).map(({ slug, title }) => ({ slug, title })),
      }));
    },

    async page(region: Region, slug: string): Promise<StaticPageDto> {
      const page = await pagesRepository.findBySlug(region, slug);
      if (!page) throw new NotFoundError();
      return { slug: page.slug, title: page.title, content: page.content };
    },
  };
}

export type PagesService = ReturnType<typeof createPagesService>;
