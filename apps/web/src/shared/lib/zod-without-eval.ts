/**
 * Zod compiles object parsers with `new Function` unless told not to, and first probes whether it
 * may: under our Content-Security-Policy (`script-src 'self'`) the probe is a CSP violation the
 * browser reports on every page that parses (Lighthouse's best-practices "issues"). Zod reads its
 * settings from this global when it loads (its `config()` writes the same object); set here, before
 * any schema is built, it costs the first load nothing, while importing `config` from zod would
 * pull 3 kB of zod's core into it. Imported first by main.tsx.
 */
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };
