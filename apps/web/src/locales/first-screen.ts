/**
 * The sections of `common.json` (top-level names, or dotted paths for a few keys of a large section)
 * that the first screen renders: the shell (top bar, bottom
 * bar, footer, edition notice, not-found and error pages) and home, with what their modules
 * format (offers, categories, errors). The build splits each language's texts in two
 * (vite.config.ts, `splitTexts`): these come with the first load, the rest (forms, the offer page,
 * the signed-in area, the server's messages) before any other screen or lazy part renders
 * (shared/lib/i18n.ts `loadAllTexts`; docs/decisions/095). A section the first screen starts to
 * use goes here, or it shows its keys until the rest arrives.
 */
export const FIRST_SCREEN_SECTIONS: readonly string[] = [
  'adverts',
  'app',
  'categories',
  'footer',
  'home',
  'nav',
  'notFound',
  'offers',
  'routes.editionPicker',
  'routes.notFound',
  'search.label',
  'search.placeholder',
  'search.popularTitle',
  'search.submit',
  'user',
  'version',
];
