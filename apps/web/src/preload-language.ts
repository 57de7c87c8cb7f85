/*
 * A second, dependency-free entry (the build adds it to index.html as an async module script; see
 * vite.config.ts): it starts downloading the edition's texts at once, in parallel with the app's
 * code, instead of after it (decision 045): the first screen's part, and on any page but home the
 * rest too, which every other screen waits for (decision 095).
 * The app imports the same chunks (shared/lib/locales.ts); the browser fetches each once. The host's
 * first label names the edition, as in shared/lib/edition.ts; us is English, pl Polish.
 */
const edition = window.location.hostname.split('.')[0]?.toLowerCase();
const home = window.location.pathname === '/';
if (edition === 'us') {
  void import('./locales/en/common.json?part=first');
  if (!home) void import('./locales/en/common.json?part=rest');
}
if (edition === 'pl') {
  void import('./locales/pl/common.json?part=first');
  if (!home) void import('./locales/pl/common.json?part=rest');
}
