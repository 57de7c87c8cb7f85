/**
 * robots.txt of an edition. Private areas are not crawled. The API is closed to crawlers except
 * the public reads the web app renders its pages from: a crawler that renders scripts (Googlebot)
 * must be able to fetch them, or it sees empty pages (docs/decisions/043). Offer visits and the
 * seller's phone stay closed, so crawlers neither count as visitors nor spend the reveal limit.
 */
const DISALLOWED = [
  '/auth/',
  '/profile',
  '/favorites',
  '/offers/create',
  '/offers/edit/',
  '/messages',
  '/chat/',
  '/notifications',
  '/basket',
  '/payment/',
  '/dev/',
  '/api/',
  '/api/offers/mine',
  '/api/offers/*/phone',
];

/** More specific than `Disallow: /api/`, so they win (RFC 9309: the longest match decides). */
const ALLOWED_API_READS = [
  '/api/sales-channel',
  '/api/home',
  '/api/advertisements',
  '/api/pages',
  '/api/offers/',
  '/api/search/',
  '/api/profile/',
];

export function robotsTxt(sitemapUrl: string | undefined): string {
  if (sitemapUrl === undefined) {
    // A host without an edition only shows the edition picker.
    return 'User-agent: *\nDisallow: /\n';
  }
  return [
    'User-agent: *',
    'Allow: /',
    ...ALLOWED_API_READS.map((path) => `Allow: ${path}`),
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
