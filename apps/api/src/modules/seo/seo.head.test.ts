import { describe, expect, it } from 'vitest';
import { createPageTemplate, escapeHtml, scriptJsonText, renderHead, type PageHead } from './seo.head.ts';

const head = (overrides: Partial<PageHead> = {}): PageHead => ({
  status: 200,
  lang: 'pl',
  title: 'Rower · Marketplace',
  shareTitle: 'Rower',
  description: 'Lekki rower.',
  ogType: 'website',
  ogLocale: 'pl_PL',
  siteName: 'Marketplace',
  ...overrides,
});

describe('page heads', () => {
  it('escape text and attribute values', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const html = renderHead(head({ title: '"><script>x</script>', description: `" onload="x` }));
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>&quot;&gt;&lt;script&gt;x&lt;/script&gt;</title>');
    expect(html).toContain('<meta name="description" content="&quot; onload=&quot;x" />');
  });

  it('write JSON-LD that cannot close its script element and reads back the same', () => {
    const value = { name: '</script><script>alert(1)</script><!-- & \u2028\u2029' };
    const text = scriptJsonText(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('write JSON-LD as one script that no text can close or break, and that reads back the same', () => {
    const jsonLd = {
      name: '</script><script>alert(1)</script>',
      description: '<!-- a\u2028b\u2029c -->',
      sku: '7',
    };
    const html = renderHead(head({ jsonLd }));
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toMatch(/<!--|\u2028|\u2029/);
    const text = /<script type="application\/ld\+json">([\s\S]*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(text)).toEqual(jsonLd);
  });

  it('preload the largest image first, with its renditions and high priority', () => {
    const html = renderHead(
      head({
        preloadImage: { href: '/m/a"b.webp', srcset: '/m/s.webp 320w, /m/b.webp 1600w', sizes: '100vw' },
      }),
    );
    expect(html).toContain(
      '<link rel="preload" as="image" href="/m/a&quot;b.webp" imagesrcset="/m/s.webp 320w, /m/b.webp 1600w" imagesizes="100vw" fetchpriority="high" />',
    );
    expect(renderHead(head())).not.toContain('preload');
  });

  it('fill the template: lang replaced, the default title replaced, everything else kept', () => {
    const template = createPageTemplate(
      '<!doctype html>\n<html lang="en" class="x">\n<head><meta charset="UTF-8" /><title>Marketplace</title><script src="/a.js"></script></head><body><div id="root"></div></body></html>',
    );
    const html = template.render(head());
    expect(html).toMatch(
      /^<!doctype html>\n<html lang="pl" class="x">\n<head><meta charset="UTF-8" \/><title>Rower · Marketplace<\/title>/,
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<script src="/a.js"></script></head><body><div id="root"></div></body></html>');
  });

  it('put the head before </head> when the template has no title', () => {
    const html = createPageTemplate('<html><head><meta charset="UTF-8" /></head><body></body></html>').render(
      head({ lang: 'en' }),
    );
    expect(html).toMatch(/^<html lang="en"><head><meta charset="UTF-8" \/><title>/);
    expect(html).toContain('</title>');
  });
});
