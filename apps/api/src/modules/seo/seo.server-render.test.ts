import { sql } from 'drizzle-orm';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, secondConnection, type TestApp } from '../../test/build-test-app.ts';
import { captureLog } from '../../test/captured-log.ts';
import { eventually } from '../../test/eventually.ts';
import { createAccount, createCategory, createOffer } from '../../test/factories.ts';
import { miniatureWebBuild } from '../../test/web-build.ts';

/*
 * The server's render of first screens (decision 128) with a web build in miniature: the real
 * index.html's shape, Vite's manifest, and a server entry that renders an offer from what the API
 * answers it, in-process, and counts its renders. The web app's own entry is tested by the browser
 * tests (e2e/tests/server-render.spec.ts).
 */
const web = miniatureWebBuild();
const distDir = web.dir;
mkdirSync(join(distDir, '.vite'));
writeFileSync(
  join(distDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_vendor.js'] },
    '_vendor.js': { file: 'assets/vendor-1.js' },
    'src/app/routes/offer-detail.tsx': {
      file: 'assets/offer-detail-2.js',
      imports: ['_vendor.js', '_gallery.js'],
    },
    '_gallery.js': { file: 'assets/gallery-3.js' },
  }),
);
mkdirSync(`${distDir}-ssr`);
writeFileSync(
  join(`${distDir}-ssr`, 'entry-server.js'),
  `globalThis.ssrRenders = [];
export async function renderPage({ region, url, viewport, api }) {
  globalThis.ssrRenders.push(viewport + ' ' + region + ' ' + url);
  if (url.includes('boom')) throw new Error('the render broke');
  if (url.includes('decline')) return { kind: 'client', reason: 'declined on purpose' };
  const id = /^\\/offer\\/(\\d+)/.exec(url)?.[1];
  if (!id) return { kind: 'page', html: '<p>' + viewport + ' page</p>', state: { viewport }, routeModules: [] };
  const answer = await api({ method: 'GET', url: '/api/offers/' + id, headers: { 'x-sales-channel': region } });
  if (answer.status !== 200) return { kind: 'client', reason: 'offer ' + answer.status };
  const offer = JSON.parse(answer.body);
  return {
    kind: 'page',
    html: '<h1>' + offer.title.replace(/</g, '&lt;') + '</h1>',
    state: { offer: { id: offer.id, title: offer.title }, viewport },
    routeModules: ['src/app/routes/offer-detail.tsx'],
  };
}
`,
);
afterAll(web.remove);

const renders = () => (globalThis as unknown as { ssrRenders: string[] }).ssrRenders;
const PHONE = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36' };
const DESKTOP = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36' };

describe(`the first screen from the server (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let first: TestApp;
  let second: TestApp;
  const log = captureLog();
  let sellerId: number;
  let categoryId: number;
  beforeAll(async () => {
    first = await buildTestApp({ env: { WEB_DIST_DIR: distDir, LOG_LEVEL: 'info' }, logStream: log.stream });
    second = await buildTestApp({
      env: { WEB_DIST_DIR: distDir },
      database: await secondConnection(first.database),
    });
    sellerId = (await createAccount(first.database.db)).id;
    categoryId = (await createCategory(first.database.db)).id;
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  /** A published offer whose creation's notifications have arrived (they could empty a fresh entry). */
  const newOffer = async (title: string) => {
    const offer = await createOffer(first.database.db, { accountId: sellerId, categoryId, title });
    await new Promise((resolve) => setTimeout(resolve, 200));
    return offer;
  };
  const rendersOf = (url: string) => renders().filter((line) => line.endsWith(` ${url}`)).length;

  it('paints the offer into the page from the API, with its state and the route’s chunks preloaded, rendered once', async () => {
    const offer = await newOffer('Rocking <chair>');
    const page = await first.anonymous.get(`/offer/${offer.id}`, { headers: PHONE });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain(
      '<div id="root"><h1>Rocking &lt;chair></h1></div><script type="application/json"',
    );
    // The state the browser hydrates from, written so that nothing in it can close its element.
    expect(page.body).toContain('<script type="application/json" id="ssr-state">');
    expect(page.body).toContain('Rocking \\u003cchair\\u003e');
    // The route's own chunk, at the end of the head; its imports come once it arrives.
    expect(page.body).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/offer-detail-2.js" \/>\s*<\/head>/,
    );
    expect(page.body).not.toContain('gallery-3.js');
    // The shell's page data is for pages the server did not render.
    expect(page.body).not.toContain('id="page-data"');
    expect(page.headers.vary).toContain('User-Agent');

    const again = await first.anonymous.get(`/offer/${offer.id}`, { headers: PHONE });
    expect(again.body).toBe(page.body);
    expect(rendersOf(`/offer/${offer.id}`)).toBe(1);
  });

  it('renders a page per layout guessed from the request', async () => {
    const phone = await first.anonymous.get('/search?phrase=lamp', { headers: PHONE });
    const desktop = await first.anonymous.get('/search?phrase=lamp', { headers: DESKTOP });
    const hinted = await first.anonymous.get('/search?phrase=lamp', {
      headers: { ...DESKTOP, 'sec-ch-ua-mobile': '?1' },
    });
    expect(phone.body).toContain('<p>phone page</p>');
    expect(desktop.body).toContain('<p>desktop page</p>');
    expect(hinted.body).toContain('<p>phone page</p>');
    expect(rendersOf('/search?phrase=lamp')).toBe(2);
  });

  it('answers 304 to a client that has the page, and the page again once it changed', async () => {
    const offer = await newOffer('Oak desk');
    const page = await first.anonymous.get(`/offer/${offer.id}`, { headers: PHONE });
    const etag = page.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const unchanged = await first.anonymous.get(`/offer/${offer.id}`, {
      headers: { ...PHONE, 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    await first.database.db.execute(
      sql`update offers set title = 'Oak desk, drawers' where id = ${offer.id}`,
    );
    await eventually(async () => {
      const changed = await first.anonymous.get(`/offer/${offer.id}`, {
        headers: { ...PHONE, 'if-none-match': etag },
      });
      return changed.statusCode === 200 && changed.body.includes('<h1>Oak desk, drawers</h1>');
    });
  });

  it('shows an edit at once in every process, rendering again only the offer it names', async () => {
    const edited = await newOffer('Green sofa');
    const untouched = await newOffer('Blue sofa');
    for (const t of [first, second]) {
      for (const offer of [edited, untouched])
        await t.anonymous.get(`/offer/${offer.id}`, { headers: PHONE });
    }
    const before = rendersOf(`/offer/${untouched.id}`);
    await first.database.db.execute(
      sql`update offers set title = 'Green sofa, like new' where id = ${edited.id}`,
    );
    for (const t of [first, second]) {
      await eventually(async () => {
        const page = await t.anonymous.get(`/offer/${edited.id}`, { headers: PHONE });
        return page.body.includes('<h1>Green sofa, like new</h1>');
      });
      const other = await t.anonymous.get(`/offer/${untouched.id}`, { headers: PHONE });
      expect(other.body).toContain('<h1>Blue sofa</h1>');
    }
    expect(rendersOf(`/offer/${untouched.id}`)).toBe(before);
  });

  it('sends the shell when the render fails or declines, logging each reason once, never a 500', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const broken = await first.anonymous.get(`/search?phrase=boom${attempt}`, { headers: PHONE });
      expect(broken.statusCode).toBe(200);
      expect(broken.body).toContain('<div id="root"></div>');
      expect(broken.body).not.toContain('ssr-state');
      const declined = await first.anonymous.get(`/search?phrase=decline${attempt}`, { headers: PHONE });
      expect(declined.statusCode).toBe(200);
      expect(declined.body).toContain('<div id="root"></div>');
    }
    expect(log.text().match(/server render failed/g)).toHaveLength(2);
    expect(log.text().match(/declined on purpose/g)).toHaveLength(1);
    // A failure is not kept: the next request tries again.
    await first.anonymous.get('/search?phrase=boom0', { headers: PHONE });
    expect(rendersOf('/search?phrase=boom0')).toBe(2);
  });

  it('leaves a page that does not exist to the shell, with its status', async () => {
    const missing = await first.anonymous.get('/offer/999999999', { headers: PHONE });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
    expect(rendersOf('/offer/999999999')).toBe(0);
  });
});
