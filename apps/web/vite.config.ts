import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { FIRST_SCREEN_SECTIONS } from './src/locales/first-screen.ts';

const api = 'http://127.0.0.1:8080';
const PRELOAD_LANGUAGE = 'preload-language';

/**
 * Builds src/preload-language.ts as an entry of its own and loads it from index.html as an async
 * module script: it runs as soon as it arrives and starts downloading the edition's texts while
 * the app's code is still downloading (decision 045). Vite would merge a second module script
 * written into index.html into the app's entry, so the tag is added after bundling.
 */
function languagePreloader(): Plugin {
  return {
    name: 'marketplace:language-preloader',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          input: {
            index: resolve(import.meta.dirname, 'index.html'),
            [PRELOAD_LANGUAGE]: resolve(import.meta.dirname, 'src/preload-language.ts'),
          },
        },
      },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const entry = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === PRELOAD_LANGUAGE,
        );
        if (!entry) throw new Error(`${PRELOAD_LANGUAGE}: entry chunk not found`);
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${entry.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

type Texts = Record<string, unknown>;

/** The first screen's part of a language's texts: the listed sections and dotted keys, as nested. */
function firstScreenTexts(texts: Texts): Texts {
  const part: Texts = {};
  for (const path of FIRST_SCREEN_SECTIONS) {
    const keys = path.split('.');
    let source: unknown = texts;
    for (const key of keys) source = (source as Texts | undefined)?.[key];
    if (source === undefined) throw new Error(`first-screen texts: no "${path}" in common.json`);
    let target = part;
    for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as Texts;
    target[keys.at(-1)!] = source;
  }
  return part;
}

/**
 * `locales/<language>/common.json?part=first` is the first screen's texts (src/locales/first-screen.ts),
 * `?part=rest` every section not wholly in it (a section split by keys comes whole, to be merged):
 * one file to translate, two chunks to download (decision 095).
 */
export function splitTexts(): Plugin {
  return {
    name: 'marketplace:split-texts',
    enforce: 'pre',
    load(id) {
      const match = /^(.*[\\/]locales[\\/]\w+[\\/]common\.json)\?part=(first|rest)$/.exec(id);
      if (!match) return null;
      const [, file, part] = match as unknown as [string, string, 'first' | 'rest'];
      this.addWatchFile(file);
      const texts = JSON.parse(readFileSync(file, 'utf8')) as Texts;
      const shown =
        part === 'first'
          ? firstScreenTexts(texts)
          : Object.fromEntries(
              Object.entries(texts).filter(([section]) => !FIRST_SCREEN_SECTIONS.includes(section)),
            );
      // Rolldown reads a module's type from its extension, which the query hides.
      return { code: JSON.stringify(shown), moduleType: 'json' };
    },
  };
}

/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy beside every built asset, once, at build
 * time: the server sends them as they are (@fastify/static `preCompressed`) instead of compressing
 * the same files again for every first visit.
 */
function precompressedAssets(): Plugin {
  let assetsDir = '';
  return {
    name: 'marketplace:precompressed-assets',
    apply: 'build',
    configResolved(config) {
      assetsDir = resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    closeBundle() {
      for (const name of readdirSync(assetsDir)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const body = readFileSync(join(assetsDir, name));
        if (body.length < 1024) continue;
        writeFileSync(
          join(assetsDir, `${name}.br`),
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(join(assetsDir, `${name}.gz`), gzipSync(body, { level: 9 }));
      }
    },
  };
}

/** Where the browser's build goes; WEB_DIST_DIR (relative to the repository root) lets parallel test runs build apart. */
const clientOutDir = process.env.WEB_DIST_DIR
  ? resolve(import.meta.dirname, '../..', process.env.WEB_DIST_DIR)
  : resolve(import.meta.dirname, 'dist');

/**
 * The server's render (`vite build --ssr src/server/entry-server.tsx`, docs/decisions/128) goes beside the
 * browser's build, never inside it: nothing of it is served.
 */
export const ssrOutDir = `${clientOutDir}-ssr`;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react(), tailwindcss(), splitTexts()]
    : [react(), tailwindcss(), splitTexts(), languagePreloader(), precompressedAssets()],
  // The contract's TypeScript is bundled; the libraries stay imports of the API server's node_modules.
  ssr: { noExternal: ['@marketplace/contract'] },
  // The map's libraries need a browser even to be imported: the server's build never loads them.
  resolve: isSsrBuild
    ? {
        alias: [
          { find: /^(react-)?leaflet$/, replacement: resolve(import.meta.dirname, 'src/server/no-map.ts') },
          {
            find: /^leaflet\/dist\/leaflet\.css$/,
            replacement: resolve(import.meta.dirname, 'src/server/no-map.ts'),
          },
        ],
      }
    : undefined,
  // MAP_TILE_URL and MAP_TILE_ATTRIBUTION (named in docs/architecture.md, 'Runtime components') reach
  // the browser bundle.
  envPrefix: ['VITE_', 'MAP_TILE_'],
  envDir: resolve(import.meta.dirname, '../..'),
  server: {
    port: 5173,
    // us.localhost / pl.localhost select the edition (first label of the host name).
    allowedHosts: ['.localhost'],
    proxy: {
      // ws: the realtime socket (REALTIME_PATH) goes through the same proxy.
      '/api': { target: api, changeOrigin: false, ws: true },
      '/media': { target: api, changeOrigin: false },
    },
  },
  preview: { port: 4173, allowedHosts: ['.localhost'] },
  build: isSsrBuild
    ? {
        outDir: ssrOutDir,
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
        // One file: a lazy route or component is a promise of a module already there, not an
        // import() through the server's module loader (and its hooks) on every render.
        rolldownOptions: { output: { codeSplitting: false } },
      }
    : {
        outDir: clientOutDir,
        // .vite/manifest.json: the server preloads a rendered route's chunks from it (docs/decisions/128).
        manifest: true,
        assetsDir: 'assets',
        // Every browser the app supports knows modulepreload: no polyfill in the first load (decision 095).
        modulePreload: { polyfill: false },
        emptyOutDir: true,
        sourcemap: false,
        rolldownOptions: {
          output: {
            // The first screen in few files (decision 045): its libraries in vendor-<hash>.js, which app
            // releases leave alone, and the app's own modules in the entry; the language preloader and
            // the preload helper it shares with the app stay small files of their own. What a screen
            // loads later (forms, the map, search, the offer page) is split by route as before.
            codeSplitting: {
              groups: [
                { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 3 },
                { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 2 },
                {
                  name: 'app',
                  test: (id) => !id.includes('node_modules') && !id.endsWith(`src/${PRELOAD_LANGUAGE}.ts`),
                  tags: ['$initial'],
                  priority: 1,
                },
              ],
            },
            // locale-en-<hash>.js, locale-pl-<hash>.js (the first screen's texts): the size budget
            // (.size-limit.js) finds them by name; locale-rest-<language>-<hash>.js the others.
            chunkFileNames: ({ facadeModuleId }) => {
              const [, locale, part] =
                /\/locales\/(\w+)\/common\.json\?part=(first|rest)$/.exec(facadeModuleId ?? '') ?? [];
              if (!locale) return 'assets/[name]-[hash].js';
              return part === 'first'
                ? `assets/locale-${locale}-[hash].js`
                : `assets/locale-rest-${locale}-[hash].js`;
            },
          },
        },
      },
}));
