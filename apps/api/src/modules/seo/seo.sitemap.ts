import type { Region } from '@marketplace/contract';
import type { CategoriesService } from '../categories/index.ts';
import type { OffersService } from '../offers/index.ts';
import type { PagesService } from '../pages/index.ts';
import { escapeHtml } from './seo.head.ts';

/** The sitemap protocol's limit of URLs per file; past it the sitemap becomes an index of parts. */
export const SITEMAP_MAX_URLS = 50_000;
/** Rows per query when reading offers and sellers. */
const BATCH = 5_000;

interface SitemapUrl {
  loc: string;
  lastmod?: Date;
}

/** A run of URLs that can be counted and read from any offset without reading what comes before. */
interface UrlSource {
  count(): Promise<number>;
  read(offset: number, limit: number): Promise<SitemapUrl[]>;
}

export type SitemapFile = { kind: 'urlset' | 'index'; xml: string };

export interface SitemapDependencies {
  offers: Pick<
    OffersService,
    'countPublished' | 'publishedIdsPage' | 'countSellersWithPublished' | 'sellersWithPublishedPage'
  >;
  categories: Pick<CategoriesService, 'tree'>;
  pages: Pick<PagesService, 'groups'>;
  publicOrigin: (region: Region) => string;
  /** URLs per file; the protocol's 50,000 unless a test asks for fewer. */
  maxUrls?: number;
  /** Rows per query; tests make it small to cross batch edges. */
  batchSize?: number;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlset(urls: SitemapUrl[]): string {
  const entries = urls.map(
    ({ loc, lastmod }) =>
      `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
  );
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${entries.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(locs: string[]): string {
  const entries = locs.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/**
 * The sitemap of each edition: home, static pages, categories with offers, sellers with published
 * offers and published offers, in that order. Offers and sellers are read by keyset pages of ids
 * (a part never loads more than its own rows).
 */
export function createSitemapService(deps: SitemapDependencies) {
  const { offers, categories, pages, publicOrigin } = deps;
  const maxUrls = deps.maxUrls ?? SITEMAP_MAX_URLS;
  const batchSize = deps.batchSize ?? BATCH;

  /** Reads `limit` rows from `offset` on: one offset query, then keyset pages after the last id. */
  async function readIds<T extends { id: number }>(
    page: (afterId: number, offset: number, limit: number) => Promise<T[]>,
    offset: number,
    limit: number,
  ): Promise<T[]> {
    const rows: T[] = [];
    let afterId = 0;
    let skip = offset;
    while (rows.length < limit) {
      const size = Math.min(batchSize, limit - rows.length);
      const batch = await page(afterId, skip, size);
      rows.push(...batch);
      if (batch.length < size) break;
      afterId = batch.at(-1)!.id;
      skip = 0;
    }
    return rows;
  }

  async function sourcesOf(region: Region): Promise<UrlSource[]> {
    const origin = publicOrigin(region);
    const [groups, tree] = await Promise.all([pages.groups(region), categories.tree(region)]);
    const fixed: SitemapUrl[] = [{ loc: `${origin}/` }];
    const slugs = new Set(groups.flatMap((group) => group.pages.map((page) => page.slug)));
    for (const slug of slugs) fixed.push({ loc: `${origin}/info/${encodeURIComponent(slug)}` });
    const walk = (nodes: typeof tree) => {
      for (const node of nodes) {
        // An empty category's listing is a thin page: it joins once it has offers.
        if (node.offersCount > 0) fixed.push({ loc: `${origin}/search?categoryId=${node.id}` });
        walk(node.children);
      }
    };
    walk(tree);
    return [
      {
        count: async () => fixed.length,
        read: async (offset, limit) => fixed.slice(offset, offset + limit),
      },
      {
        count: () => offers.countSellersWithPublished(region),
        read: async (offset, limit) =>
          (
            await readIds(
              (afterId, skip, size) => offers.sellersWithPublishedPage(region, afterId, skip, size),
              offset,
              limit,
            )
          ).map(({ id }) => ({ loc: `${origin}/user/${id}` })),
      },
      {
        count: () => offers.countPublished(region),
        read: async (offset, limit) =>
          (
            await readIds(
              (afterId, skip, size) => offers.publishedIdsPage(region, afterId, skip, size),
              offset,
              limit,
            )
          ).map(({ id, updatedAt }) => ({ loc: `${origin}/offer/${id}`, lastmod: updatedAt })),
      },
    ];
  }

  /** URLs `start` to `start + limit` across the sources, each read from its own offset. */
  async function readRange(sources: UrlSource[], counts: number[], start: number, limit: number) {
    const urls: SitemapUrl[] = [];
    let sourceStart = 0;
    for (const [index, source] of sources.entries()) {
      const count = counts[index]!;
      const from = Math.max(start, sourceStart);
      const to = Math.min(start + limit, sourceStart + count);
      if (from < to) urls.push(...(await source.read(from - sourceStart, to - from)));
      sourceStart += count;
    }
    return urls;
  }

  async function layout(region: Region) {
    const sources = await sourcesOf(region);
    const counts = await Promise.all(sources.map((source) => source.count()));
    const total = counts.reduce((sum, count) => sum + count, 0);
    return { sources, counts, total, parts: total > maxUrls ? Math.ceil(total / maxUrls) : 0 };
  }

  return {
    /** `/sitemap.xml`: every URL, or past the limit an index of `/sitemap-1.xml`, `/sitemap-2.xml`… */
    async sitemap(region: Region): Promise<SitemapFile> {
      const { sources, counts, total, parts } = await layout(region);
      if (parts === 0) return { kind: 'urlset', xml: urlset(await readRange(sources, counts, 0, total)) };
      const origin = publicOrigin(region);
      const locs = Array.from({ length: parts }, (_, index) => `${origin}/sitemap-${index + 1}.xml`);
      return { kind: 'index', xml: sitemapIndex(locs) };
    },

    /** `/sitemap-{part}.xml`, or null when the sitemap has no such part (or is not split). */
    async part(region: Region, part: number): Promise<SitemapFile | null> {
      const { sources, counts, parts } = await layout(region);
      if (!Number.isInteger(part) || part < 1 || part > parts) return null;
      const urls = await readRange(sources, counts, (part - 1) * maxUrls, maxUrls);
      return { kind: 'urlset', xml: urlset(urls) };
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
