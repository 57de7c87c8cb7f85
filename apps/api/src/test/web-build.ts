import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The shape of the built web app's index.html (apps/web/index.html after `vite build`). */
export const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Marketplace</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * A built web app in miniature for the page routes' tests: index.html and its entry script in a
 * temporary folder (`remove` deletes it and anything a test wrote beside it, `<dir>-ssr`).
 */
export function miniatureWebBuild(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'marketplace-web-'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log(1);');
  return {
    dir,
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
      rmSync(`${dir}-ssr`, { recursive: true, force: true });
    },
  };
}
