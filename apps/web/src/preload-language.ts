/*
 * A second, dependency-free entry (the build adds it to index.html as an async module script; see
 * vite.config.ts): it starts downloading the edition's texts at once, in parallel with the app's
 * code, instead of after it (decision 045).
 * The app imports the same chunk (shared/lib/locales.ts); the browser fetches it once. The host's
 * first label names the edition, as in shared/lib/edition.ts; us is English, pl Polish.
 */
const edition = window.location.hostname.split('.')[0]?.toLowerCase();
if (edition === 'us') void import('#web/locales/en/common.json');
if (edition === 'pl') void import('#web/locales/pl/common.json');
