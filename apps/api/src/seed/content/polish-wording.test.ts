import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../..');

/** Every `*.messages.ts` and `*.texts.ts` under the modules: what the server writes to people. */
function serverTexts(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(messages|texts)\.ts$/.test(entry.name)) files.push(path);
    }
  };
  walk(join(SRC, 'modules'));
  return files;
}

/**
 * The marketplace's own Polish wording (e-mails, SMS, page titles, the static pages and the
 * adverts it ships) names the seller of a listing one way: 'sprzedający', as Allegro and OLX do,
 * and as the web app's texts do. Offers' own texts are their authors' ('Sprzedawca w sklepie' is a
 * job title there) and are not checked.
 */
describe('Polish wording', () => {
  it('calls the seller of a listing "sprzedający", never "sprzedawca"', () => {
    const files = [
      ...serverTexts(),
      join(SRC, 'seed/content/pages.pl.ts'),
      join(SRC, 'seed/content/adverts.pl.ts'),
    ];
    expect(files.length).toBeGreaterThan(4);
    const found = files.flatMap((file) =>
      (readFileSync(file, 'utf8').match(/sprzedawc\p{L}*/giu) ?? []).map((word) => `${file}: ${word}`),
    );
    expect(found).toEqual([]);
  });
});
