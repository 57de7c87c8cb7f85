import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, createCategory, createOffer, createPageGroup } from '../../test/factories.ts';
import { accountReads } from '../accounts/index.ts';
import { createCategoriesRepository } from '../categories/categories.repository.ts';
import { publishedOfferCounts } from '../search/index.ts';
import { createCategoriesService } from '../categories/categories.service.ts';
import { createOffersRepository } from '../offers/offers.repository.ts';
import { createPagesRepository } from '../pages/pages.repository.ts';
import { createPagesService } from '../pages/pages.service.ts';
import { createSitemapService } from './seo.sitemap.ts';

const US = 'http://us.localhost:8080';
const PL = 'http://pl.localhost:8080';

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);

describe('robots.txt and sitemaps', () => {
  let t: TestApp;
  const expected: Record<'us' | 'pl', string[]> = { us: [], pl: [] };
  let closedOffer: number;
  let draftOnlySeller: number;

  const get = (url: string, host = 'us.localhost:8080') =>
    t.anonymous.get(url, { region: null, headers: { host } });

  beforeAll(async () => {
    // No WEB_DIST_DIR: robots and sitemaps do not need the built web app.
    t = await buildTestApp();
    const db = t.database.db;
    await createPageGroup(db, {
      title: 'About',
      pages: [{ slug: 'about-us', title: 'About us', content: '<p>Hi</p>' }],
    });
    await createPageGroup(db, {
      region: 'pl',
      title: 'O nas',
      pages: [{ slug: 'o-nas', title: 'O nas', content: '<p>Hej</p>' }],
    });

    const sport = await createCategory(db, { name: 'Sport' });
    const bikes = await createCategory(db, { name: 'Bikes', parentId: sport.id });
    const empty = await createCategory(db, { name: 'Empty' });
    const rowery = await createCategory(db, { region: 'pl', name: 'Rowery' });
    const sellers = [await createAccount(db), await createAccount(db)];
    const blocked = await createAccount(db, { status: 'blocked' });
    const draftOnly = await createAccount(db);
    draftOnlySeller = draftOnly.id;
    const plSeller = await createAccount(db, { region: 'pl' });

    const usOffers: number[] = [];
    for (let n = 0; n < 5; n++) {
      const seller = sellers[n % 2]!;
      usOffers.push((await createOffer(db, { accountId: seller.id, categoryId: bikes.id })).id);
    }
    // The blocked seller's offer is public, but the seller's page is not.
    usOffers.push((await createOffer(db, { accountId: blocked.id, categoryId: bikes.id })).id);
    closedOffer = (
      await createOffer(db, { accountId: sellers[0]!.id, categoryId: bikes.id, status: 'closed' })
    ).id;
    await createOffer(db, { accountId: draftOnly.id, categoryId: bikes.id, status: 'draft' });
    const plOffer = await createOffer(db, { region: 'pl', accountId: plSeller.id, categoryId: rowery.id });
    void empty;

    expected.us = [
      `${US}/`,
      `${US}/info/about-us`,
      `${US}/search?categoryId=${sport.id}`,
      `${US}/search?categoryId=${bikes.id}`,
      ...sellers.map((seller) => `${US}/user/${seller.id}`),
      ...usOffers.map((id) => `${US}/offer/${id}`),
    ];
    expected.pl = [
      `${PL}/`,
      `${PL}/info/o-nas`,
      `${PL}/search?categoryId=${rowery.id}`,
      `${PL}/user/${plSeller.id}`,
      `${PL}/offer/${plOffer.id}`,
    ];
  });
  afterAll(() => t.close());

  it('robots.txt allows pages, keeps crawlers out of private areas and names the edition sitemap', async () => {
    for (const [host, origin] of [
      ['us.localhost:8080', US],
      ['pl.localhost:8080', PL],
    ] as const) {
      const response = await get('/robots.txt', host);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      const lines = response.body.split('\n');
      expect(lines[0]).toBe('User-agent: *');
      for (const path of [
        '/profile',
        '/auth/',
        '/favorites',
        '/offers/create',
        '/offers/edit/',
        '/api/',
        '/dev/',
      ]) {
        expect(lines).toContain(`Disallow: ${path}`);
      }
      // The public reads the pages render from stay open to crawlers that run scripts.
      expect(lines).toContain('Allow: /api/offers/');
      expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
    }
    const noEdition = await get('/robots.txt', 'localhost:8080');
    expect(noEdition.body).toBe('User-agent: *\nDisallow: /\n');
  });

  it('sitemap.xml lists home, static pages, categories with offers, sellers and published offers of the edition', async () => {
    for (const region of ['us', 'pl'] as const) {
      const response = await get('/sitemap.xml', `${region}.localhost:8080`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      expect(response.body).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
      );
      expect(locsOf(response.body)).toEqual(expected[region]);
    }
    const us = (await get('/sitemap.xml')).body;
    expect(us).not.toContain(`/offer/${closedOffer}<`);
    expect(us).not.toContain(`/user/${draftOnlySeller}<`);
    expect(us).toMatch(
      /<url><loc>[^<]*\/offer\/\d+<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod><\/url>/,
    );
    // Not split: there are no parts.
    expect((await get('/sitemap-1.xml')).statusCode).toBe(404);
    expect((await get('/sitemap.xml', 'localhost:8080')).statusCode).toBe(404);
  });

  it('splits into an index of numbered parts past the limit, every URL once and in order', async () => {
    const db = t.database.db;
    const make = (maxUrls?: number) =>
      createSitemapService({
        // The repository has the service's sitemap reads, same names and shapes.
        offers: createOffersRepository(db, accountReads),
        categories: createCategoriesService({
          categoriesRepository: createCategoriesRepository(db, { publishedOfferCounts }),
        }),
        pages: createPagesService({ pagesRepository: createPagesRepository(db) }),
        publicOrigin: (region) => (region === 'us' ? US : PL),
        maxUrls,
        batchSize: 2,
      });
    const whole = await make().sitemap('us');
    expect(whole.kind).toBe('urlset');
    expect(locsOf(whole.xml)).toEqual(expected.us);

    const split = make(3);
    const index = await split.sitemap('us');
    const parts = Math.ceil(expected.us.length / 3);
    expect(index.kind).toBe('index');
    expect(index.xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locsOf(index.xml)).toEqual(Array.from({ length: parts }, (_, n) => `${US}/sitemap-${n + 1}.xml`));
    const all: string[] = [];
    for (let part = 1; part <= parts; part++) {
      const file = (await split.part('us', part))!;
      expect(file.kind).toBe('urlset');
      const locs = locsOf(file.xml);
      expect(locs.length).toBe(part < parts ? 3 : expected.us.length - 3 * (parts - 1));
      all.push(...locs);
    }
    expect(all).toEqual(expected.us);
    expect(await split.part('us', 0)).toBeNull();
    expect(await split.part('us', parts + 1)).toBeNull();
    // One URL fits: no index.
    expect((await make(expected.pl.length).sitemap('pl')).kind).toBe('urlset');
  });
});
