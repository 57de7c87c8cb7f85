import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, brotliCompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { miniatureWebBuild } from '../../test/web-build.ts';
import { createAccount, createCategory, createOffer, createOfferPhotos } from '../../test/factories.ts';
import { webRoutes } from './seo.web.routes.ts';
import { createPagesRepository } from '../pages/pages.repository.ts';
import { createPageMetaService, type PageMetaDependencies } from './seo.page-meta.ts';

/** A built web app in miniature: the real index.html's shape, one asset. */
const web = miniatureWebBuild();
const distDir = web.dir;
// The build writes compressed copies beside the assets (apps/web/vite.config.ts); marked so a test
// can tell the copy from a compression made on the fly.
const PRECOMPRESSED_MARK = 'precompressed copy';
writeFileSync(join(distDir, 'assets', 'index-abc.js.br'), brotliCompressSync(`/* ${PRECOMPRESSED_MARK} */`));
afterAll(web.remove);

const US = 'http://us.localhost:8080';
const PL = 'http://pl.localhost:8080';
const HOSTILE = `</script><script>alert("x")</script> "Quoted" & 'single' <b>`;

/** The value of a meta tag (name or property) as written, unescaped. */
function metaOf(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html);
  return match ? unescape(match[1]!) : undefined;
}
const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
const titleOf = (html: string) => unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];
const hreflangsOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)" \/>/g)].map((m) => [m[1], m[2]]);
function jsonLdOf(html: string) {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, any>) : undefined;
}

/** The page data the app reads into its query cache (decision 095). */
const preloadsOf = (html: string) => html.match(/<link rel="preload"[^>]*>/g) ?? [];

describe('web pages: head, status and HEAD', () => {
  let t: TestApp;
  const ids = {} as Record<
    | 'usOffer'
    | 'plOffer'
    | 'closed'
    | 'draft'
    | 'hostile'
    | 'bikes'
    | 'rowery'
    | 'usSeller'
    | 'plSeller'
    | 'inactive',
    number
  >;

  const page = (url: string, host = 'us.localhost:8080', method: 'GET' | 'HEAD' = 'GET') =>
    t.anonymous.send(method, url, undefined, { region: null, headers: { host } });

  beforeAll(async () => {
    t = await buildTestApp({ env: { WEB_DIST_DIR: distDir } });
    const db = t.database.db;
    const sport = await createCategory(db, { name: 'Sport' });
    ids.bikes = (await createCategory(db, { name: 'Bikes', parentId: sport.id })).id;
    ids.rowery = (await createCategory(db, { region: 'pl', name: 'Rowery' })).id;
    const usSeller = await createAccount(db, { type: 'company', companyName: 'Acme Bikes' });
    const plSeller = await createAccount(db, { region: 'pl', firstName: 'Zofia', lastName: 'Kowalska' });
    ids.usSeller = usSeller.id;
    ids.plSeller = plSeller.id;
    ids.inactive = (await createAccount(db, { status: 'inactive' })).id;

    const description = `A light road bike.\n\nAluminium frame, ${'well kept '.repeat(30)}ready to ride.`;
    const usOffer = await createOffer(db, {
      accountId: usSeller.id,
      categoryId: ids.bikes,
      title: 'Road bike',
      description,
      priceAmount: 12550,
      quantity: 2,
    });
    ids.usOffer = usOffer.id;
    await createOfferPhotos(db, usOffer, [{ originalName: 'bike.jpg', storageKey: 'offers/bike-1' }]);

    ids.plOffer = (
      await createOffer(db, {
        region: 'pl',
        accountId: plSeller.id,
        categoryId: ids.rowery,
        title: 'Rower szosowy',
        description: 'Lekki rower, gotowy do jazdy.',
        priceAmount: 99900,
      })
    ).id;
    ids.closed = (
      await createOffer(db, { accountId: usSeller.id, categoryId: ids.bikes, status: 'closed' })
    ).id;
    ids.draft = (
      await createOffer(db, { accountId: usSeller.id, categoryId: ids.bikes, status: 'draft' })
    ).id;
    ids.hostile = (
      await createOffer(db, {
        accountId: usSeller.id,
        categoryId: ids.bikes,
        title: HOSTILE,
        description: `${HOSTILE} <!-- \u2028 end`,
      })
    ).id;

    const pages = createPagesRepository(db);
    await pages.upsert({
      region: 'us',
      slug: 'about-us',
      title: 'About us',
      content: '<p>We &amp; you: <b>local</b> trade.</p>',
    });
    await pages.upsert({ region: 'pl', slug: 'about-us', title: 'O nas', content: '<p>Handel lokalny.</p>' });
    await pages.upsert({ region: 'us', slug: 'us-only', title: 'US only', content: '<p>Only here.</p>' });
  });
  afterAll(() => t.close());

  it('gives an offer its title, description, canonical, Open Graph and Product JSON-LD (US, USD)', async () => {
    const response = await page(`/offer/${ids.usOffer}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<html lang="en">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(titleOf(html)).toBe('Road bike · Marketplace');
    const description = metaOf(html, 'description')!;
    expect(description.startsWith('A light road bike. Aluminium frame, well kept')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(canonicalOf(html)).toBe(`${US}/offer/${ids.usOffer}`);
    expect(metaOf(html, 'og:title')).toBe('Road bike');
    expect(metaOf(html, 'og:description')).toBe(description);
    expect(metaOf(html, 'og:url')).toBe(`${US}/offer/${ids.usOffer}`);
    expect(metaOf(html, 'og:type')).toBe('product');
    expect(metaOf(html, 'og:image')).toBe(`${US}/media/offers/bike-1/big.webp`);
    expect(metaOf(html, 'og:locale')).toBe('en_US');
    expect(metaOf(html, 'og:site_name')).toBe('Marketplace');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'twitter:image')).toBe(`${US}/media/offers/bike-1/big.webp`);
    expect(metaOf(html, 'robots')).toBeUndefined();
    // Offers exist in one edition only: no alternates.
    expect(hreflangsOf(html)).toEqual([]);
    expect(jsonLdOf(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Road bike',
      image: [`${US}/media/offers/bike-1/big.webp`],
      url: `${US}/offer/${ids.usOffer}`,
      category: 'Sport > Bikes',
      offers: {
        '@type': 'Offer',
        price: '125.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `${US}/offer/${ids.usOffer}`,
        seller: { '@type': 'Organization', name: 'Acme Bikes', url: `${US}/user/${ids.usSeller}` },
      },
    });
    // The app itself is untouched: its root and its script.
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it("preloads an offer's first photo with its renditions", async () => {
    const html = (await page(`/offer/${ids.usOffer}`)).body;
    const media = '/media/offers/bike-1';
    expect(preloadsOf(html)).toEqual([
      `<link rel="preload" as="image" href="${media}/medium.webp" imagesrcset="${media}/small.webp 320w, ${media}/medium.webp 800w, ${media}/big.webp 1600w" imagesizes="(min-width: 1280px) 840px, (min-width: 1024px) calc(100vw - 25.5rem), calc(100vw - 2rem)" fetchpriority="high" />`,
    ]);
    // Before the app's scripts, so the browser asks for the photo first.
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('is the same for every viewer: a signed-in owner gets the anonymous page; only offers with a photo preload one', async () => {
    const owner = t.as({ id: ids.usSeller, region: 'us' });
    const response = await owner.send('GET', `/offer/${ids.usOffer}`, undefined, {
      region: null,
      headers: { host: 'us.localhost:8080' },
    });
    const anonymous = (await page(`/offer/${ids.usOffer}`)).body;
    expect(response.body).toBe(anonymous);
    // The Polish offer has no photo: no preload; missing offers and other pages have none either.
    const plOffer = (await page(`/offer/${ids.plOffer}`, 'pl.localhost:8080')).body;
    expect(preloadsOf(plOffer)).toEqual([]);
    for (const url of ['/', '/offer/99999999', `/offer/${ids.closed}`, '/search']) {
      const { body } = await page(url);
      expect(preloadsOf(body), url).toEqual([]);
    }
  });

  it('writes the Polish edition in Polish, with PLN, and keeps editions apart', async () => {
    const response = await page(`/offer/${ids.plOffer}`, 'pl.localhost:8080');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="pl">');
    expect(titleOf(html)).toBe('Rower szosowy · Marketplace');
    expect(metaOf(html, 'description')).toBe('Lekki rower, gotowy do jazdy.');
    expect(canonicalOf(html)).toBe(`${PL}/offer/${ids.plOffer}`);
    expect(metaOf(html, 'og:locale')).toBe('pl_PL');
    expect(metaOf(html, 'og:image')).toBeUndefined();
    expect(metaOf(html, 'twitter:card')).toBe('summary');
    expect(jsonLdOf(html)!.offers).toMatchObject({
      price: '999.00',
      priceCurrency: 'PLN',
      seller: { '@type': 'Person', name: 'Zofia' },
    });
    expect((await page(`/offer/${ids.plOffer}`)).statusCode).toBe(404);
    expect((await page(`/offer/${ids.usOffer}`, 'pl.localhost:8080')).statusCode).toBe(404);
  });

  it('answers 404 for a missing offer or a draft and 410 for a closed one, with the app and noindex', async () => {
    for (const [url, status] of [
      ['/offer/99999999', 404],
      [`/offer/${ids.draft}`, 404],
      [`/offer/${ids.closed}`, 410],
    ] as const) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(status);
      expect(response.body).toContain('<div id="root"></div>');
      expect(metaOf(response.body, 'robots')).toBe('noindex');
      expect(canonicalOf(response.body)).toBeUndefined();
      expect(jsonLdOf(response.body)).toBeUndefined();
    }
    expect(titleOf((await page('/offer/99999999')).body)).toBe('Page not found · Marketplace');
    expect(titleOf((await page('/offer/99999999', 'pl.localhost:8080')).body)).toBe(
      'Nie znaleziono strony · Marketplace',
    );
  });

  it('escapes texts: a title with </script> and quotes stays text in the head and in the JSON-LD', async () => {
    const { body } = await page(`/offer/${ids.hostile}`);
    expect(body).not.toContain('</script><script>alert');
    expect(body).not.toContain('<!--');
    // The template's one script, the JSON-LD, and no other.
    expect(body.match(/<script/g)).toHaveLength(2);
    expect(body.match(/<\/script>/g)).toHaveLength(2);
    expect(titleOf(body)).toBe(`${HOSTILE} · Marketplace`);
    expect(metaOf(body, 'og:title')).toBe(HOSTILE);
    const jsonLd = jsonLdOf(body)!;
    expect(jsonLd.name).toBe(HOSTILE);
    expect(jsonLd.description).toBe(`${HOSTILE} <!-- \u2028 end`);
  });

  it('names a category page, a search and a seller; unknown sellers are 404', async () => {
    const category = (await page(`/search?categoryId=${ids.bikes}`)).body;
    expect(titleOf(category)).toBe('Bikes · Marketplace');
    expect(canonicalOf(category)).toBe(`${US}/search?categoryId=${ids.bikes}`);
    expect(metaOf(category, 'robots')).toBeUndefined();
    expect(metaOf(category, 'description')).toContain('Bikes');

    const phrase = await page('/search?phrase=red%20bike&local=1');
    expect(phrase.statusCode).toBe(200);
    expect(titleOf(phrase.body)).toBe('Results for “red bike” · Marketplace');
    expect(metaOf(phrase.body, 'robots')).toBe('noindex, follow');

    const polish = (await page('/search?phrase=rower', 'pl.localhost:8080')).body;
    expect(titleOf(polish)).toBe('Wyniki dla „rower” · Marketplace');

    // Another edition's category, or none: the search page, generic, not indexed.
    for (const url of [`/search?categoryId=${ids.rowery}`, '/search?categoryId=abc']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(titleOf(response.body)).toBe('Search · Marketplace');
      expect(metaOf(response.body, 'robots')).toBe('noindex, follow');
    }

    const seller = await page(`/user/${ids.usSeller}`);
    expect(seller.statusCode).toBe(200);
    expect(titleOf(seller.body)).toBe('Acme Bikes · Marketplace');
    expect(metaOf(seller.body, 'og:type')).toBe('profile');
    expect(canonicalOf(seller.body)).toBe(`${US}/user/${ids.usSeller}`);
    for (const url of ['/user/99999999', `/user/${ids.plSeller}`, `/user/${ids.inactive}`, '/user/abc']) {
      expect((await page(url)).statusCode, url).toBe(404);
    }
  });

  it('serves static pages with their text, alternates where both editions have the page; 404 otherwise', async () => {
    const about = await page('/info/about-us');
    expect(about.statusCode).toBe(200);
    expect(titleOf(about.body)).toBe('About us · Marketplace');
    expect(metaOf(about.body, 'description')).toBe('We & you: local trade.');
    expect(hreflangsOf(about.body)).toEqual([
      ['en-US', `${US}/info/about-us`],
      ['pl-PL', `${PL}/info/about-us`],
      ['x-default', `${US}/info/about-us`],
    ]);
    expect(titleOf((await page('/info/about-us', 'pl.localhost:8080')).body)).toBe('O nas · Marketplace');
    const usOnly = await page('/info/us-only');
    expect(usOnly.statusCode).toBe(200);
    expect(hreflangsOf(usOnly.body)).toEqual([]);
    expect((await page('/info/us-only', 'pl.localhost:8080')).statusCode).toBe(404);
    expect((await page('/info/no-such-page')).statusCode).toBe(404);
    // The contact page shows its form even before the edition writes its text.
    const contact = await page('/info/contact-us', 'pl.localhost:8080');
    expect(contact.statusCode).toBe(200);
    expect(titleOf(contact.body)).toBe('Kontakt · Marketplace');
  });

  it('describes home in the edition language with alternates for both editions', async () => {
    const home = await page('/', 'pl.localhost:8080');
    expect(home.statusCode).toBe(200);
    expect(titleOf(home.body)).toBe('Marketplace: kupuj i sprzedawaj w okolicy');
    expect(metaOf(home.body, 'description')).toBe(
      'Kupuj i sprzedawaj w okolicy: produkty, usługi, praca i nieruchomości.',
    );
    expect(canonicalOf(home.body)).toBe(`${PL}/`);
    expect(hreflangsOf(home.body).map(([lang]) => lang)).toEqual(['en-US', 'pl-PL', 'x-default']);
    // No English in the Polish edition's head.
    const head = home.body.slice(0, home.body.indexOf('</head>'));
    expect(head).not.toMatch(/\b(buy|sell|offers?|search)\b/i);
  });

  it('answers 200 with a generic, noindex head on the other app routes and 404 on unknown paths', async () => {
    for (const url of [
      '/auth/login',
      '/auth/login/',
      '/auth/register/confirm/5a0c1f9e-1d2b-4c3d-8e4f-000000000000',
      '/auth/forgot-password/reset?id=1&expires=2&signature=abc',
      '/favorites',
      '/offers/create',
      '/offers/edit/12',
      '/profile',
      '/profile/my-offers/closed',
      '/profile/my-purchases/7',
      '/messages',
      '/chat/3',
      '/notifications',
      '/basket',
      '/payment/card/extras',
      '/reviews/seller/3',
      '/search',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      if (url !== '/search') expect(metaOf(response.body, 'robots'), url).toBe('noindex');
      // Query strings (a reset link's signature) never reach the head.
      expect(response.body).not.toContain('signature');
    }
    for (const url of ['/no/such/page', '/offers/1', '/offer/abc', '/auth/login/extra', '/info', '/user']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(metaOf(response.body, 'robots'), url).toBe('noindex');
    }
    // Assets and API paths that do not exist stay plain 404s.
    for (const url of ['/assets/missing.js', '/api/no-such-call']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ code: 404, message: expect.any(String) });
    }
    expect((await page('/assets/index-abc.js')).statusCode).toBe(200);
  });

  it("sends an asset's precompressed copy to a browser that accepts it, the file itself otherwise", async () => {
    const compressed = await t.anonymous.get('/assets/index-abc.js', {
      region: null,
      headers: { host: 'us.localhost:8080', 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain(PRECOMPRESSED_MARK);

    const plain = await t.anonymous.get('/assets/index-abc.js', {
      region: null,
      headers: { host: 'us.localhost:8080', 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1);');
  });

  it('serves the edition picker on a host without an edition: generic, noindex', async () => {
    const response = await page('/', 'localhost:8080');
    expect(response.statusCode).toBe(200);
    expect(metaOf(response.body, 'robots')).toBe('noindex');
    expect(canonicalOf(response.body)).toBeUndefined();
    expect((await page('/no/such/page', 'localhost:8080')).statusCode).toBe(404);
  });

  it('answers HEAD like GET, without a body, for pages and for API reads', async () => {
    for (const url of [
      '/',
      `/offer/${ids.usOffer}`,
      '/offer/99999999',
      `/offer/${ids.closed}`,
      '/no/such/page',
      '/auth/login',
      '/robots.txt',
      '/sitemap.xml',
      '/assets/index-abc.js',
      '/api/health',
      '/api/pages',
    ]) {
      const get = await page(url);
      const head = await page(url, 'us.localhost:8080', 'HEAD');
      expect(head.statusCode, url).toBe(get.statusCode);
      expect(head.body, url).toBe('');
      for (const name of ['content-type', 'content-length', 'cache-control']) {
        expect(head.headers[name], `${url} ${name}`).toBe(get.headers[name]);
      }
    }
  });
});

describe('web pages when their data cannot be read', () => {
  it('answer 503 with the app, a generic head and Retry-After', async () => {
    const failing = () => Promise.reject(new Error('database down'));
    const pageMeta = createPageMetaService({
      offers: { detail: failing, statusOf: failing },
      categories: { find: failing },
      pages: { page: failing },
      accounts: { publicProfile: failing },
      publicOrigin: (region: string) => `http://${region}.localhost:8080`,
    } as unknown as PageMetaDependencies);
    const app = Fastify({ logger: false });
    await app.register(webRoutes, { distDir, pageMeta });
    try {
      const response = await app.inject({ url: '/offer/1', headers: { host: 'pl.localhost:8080' } });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('60');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<html lang="pl">');
      expect(metaOf(response.body, 'robots')).toBe('noindex');
    } finally {
      await app.close();
    }
  });
});
