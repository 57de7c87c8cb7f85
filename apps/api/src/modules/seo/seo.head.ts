/**
 * Page heads as HTML: everything a crawler or a link preview reads, written into the built
 * index.html by plain string concatenation (the template is split once at start).
 */

/** What one page says about itself; `seo.page-meta.ts` resolves it per route. */
export interface PageHead {
  status: 200 | 404 | 410 | 503;
  /** `<html lang>`. */
  lang: string;
  /** The whole `<title>`, site name included. */
  title: string;
  /** og:title and twitter:title: the page's own name, without the site's. */
  shareTitle: string;
  description: string;
  /** Absolute; absent on pages that answer an error. */
  canonical?: string;
  robots?: 'noindex' | 'noindex, follow';
  ogType: 'website' | 'product' | 'profile';
  ogLocale: string;
  siteName: string;
  /** Absolute URL of the page's picture, when it has one. */
  image?: string;
  /** The same page in each edition, only where it exists in both. */
  alternates?: { hreflang: string; href: string }[];
  /** A schema.org object written as JSON-LD. */
  jsonLd?: object;
  /** The page's largest paint, preloaded first with its renditions (an offer's first photo). */
  preloadImage?: { href: string; srcset: string; sizes: string };
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe in element text and in quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/**
 * JSON for a `<script>` element (JSON-LD, a rendered page's state): nothing in it can close the element or
 * start a comment (`<`, `>` and `&` as \u escapes), and line separators cannot break a script parser.
 */
export function scriptJsonText(value: object): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The tags that replace the template's `<title>`. */
export function renderHead(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.robots) tags.push(meta('name', 'robots', head.robots));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  for (const alternate of head.alternates ?? []) {
    tags.push(
      `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}" />`,
    );
  }
  tags.push(
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.shareTitle),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:locale', head.ogLocale),
  );
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
  if (head.image) tags.push(meta('property', 'og:image', head.image));
  tags.push(
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.shareTitle),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image) tags.push(meta('name', 'twitter:image', head.image));
  if (head.preloadImage) {
    const { href, srcset, sizes } = head.preloadImage;
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(href)}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`,
    );
  }
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJsonText(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

const MARK = '\u0000seo\u0000';
const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>/i;
const ROOT = /<div id="root"><\/div>/;

/** A page's first screen rendered on the server (seo.server-render.ts), written into the template. */
export interface PageBody {
  /** The app's markup, inside `<div id="root">`. */
  html: string;
  /** Tags at the end of the head, after the app's own scripts and styles: the route's chunks. */
  head: string;
  /** After the root element: the state the app hydrates from (read when the app starts). */
  tail: string;
}

/**
 * The built index.html, split once around its `lang` value, its `<title>`, the end of its head and
 * its empty root element, so that each page costs a few string concatenations. A template without a
 * title gets the head before `</head>`.
 */
export function createPageTemplate(html: string) {
  const hasHtmlElement = /<html\b[^>]*>/i.test(html);
  let marked = html.replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => {
    const rest = attributes.replace(/\s+lang=("[^"]*"|'[^']*'|[^\s>]*)/i, '');
    return `<html lang="${MARK}"${rest}>`;
  });
  marked = TITLE.test(marked) ? marked.replace(TITLE, MARK) : marked.replace(/<\/head>/i, `${MARK}</head>`);
  const hasRoot = ROOT.test(marked) && /<\/head>/i.test(marked);
  if (hasRoot) {
    marked = marked
      .replace(/<\/head>/i, `${MARK}</head>`)
      .replace(ROOT, `<div id="root">${MARK}</div>${MARK}`);
  }
  const parts = marked.split(MARK);
  const expected = (hasHtmlElement ? 3 : 2) + (hasRoot ? 3 : 0);
  if (parts.length !== expected) throw new Error('index.html needs a <title> or a </head>');
  if (!hasHtmlElement) parts.unshift('');
  if (!hasRoot) parts.push('', '', '');
  const [beforeLang, beforeHead, beforeHeadEnd, beforeRoot, inRoot, rest] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  return {
    /** Whether a rendered first screen has a place: the template's `<div id="root"></div>`. */
    hasRoot,
    render: (head: PageHead, body?: PageBody): string =>
      `${beforeLang}${hasHtmlElement ? escapeHtml(head.lang) : ''}${beforeHead}${renderHead(head)}${beforeHeadEnd}${
        body ? `  ${body.head}\n  ` : ''
      }${beforeRoot}${body?.html ?? ''}${inRoot}${body?.tail ?? ''}${rest}`,
  };
}

export type PageTemplate = ReturnType<typeof createPageTemplate>;
