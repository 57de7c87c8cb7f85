// `npm run size`: the JavaScript the home page needs before it renders, gzipped, per edition, must
// stay under 150 kB (docs/decisions/045, lowered by 095). Run it after a build (`npm run build`, or
// the build the browser tests make); WEB_DIST_DIR selects another build folder, as for `npm start`.
//
// First load = every script and modulepreload of index.html (hashed names, so read from it) plus
// the edition's first-screen texts (locale-<language>-<hash>.js, started by the preload-language
// entry; the rest of the texts, locale-rest-<language>-<hash>.js, come with the next screen).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = import.meta.dirname;
const dist = join(root, process.env.WEB_DIST_DIR ?? 'apps/web/dist');
const indexHtml = join(dist, 'index.html');
if (!existsSync(indexHtml))
  throw new Error(`size-limit: no build at ${relative(root, dist)} (npm run build first)`);

const html = readFileSync(indexHtml, 'utf8');
const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
const firstLoad = tags
  .filter((tag) => /<script\b/.test(tag) || /\brel="modulepreload"/.test(tag))
  .map((tag) => /\b(?:src|href)="\/([^"]+\.js)"/.exec(tag)?.[1])
  .filter((file) => file !== undefined);
if (firstLoad.length === 0) throw new Error('size-limit: no scripts found in index.html');

const assets = readdirSync(join(dist, 'assets'));
const locale = (language) => {
  const file = assets.find((name) => name.startsWith(`locale-${language}-`) && name.endsWith('.js'));
  if (!file) throw new Error(`size-limit: no locale-${language}-*.js chunk in the build`);
  return `assets/${file}`;
};

const check = (edition, language) => ({
  name: `home first load, ${edition} edition (JS, gzip)`,
  path: [...firstLoad, locale(language)].map((file) => relative(root, join(dist, file))),
  gzip: true,
  limit: '150 kB',
});

export default [check('US', 'en'), check('PL', 'pl')];
