import type { Language } from '@marketplace/contract';
import i18next, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES } from './locales.ts';

export const NAMESPACE = 'common';

/**
 * The one i18next instance: bundled resources (no HTTP backend), namespace 'common', English as
 * the fallback (spec 000 section 1). Initialised synchronously on import so helpers can translate
 * at once; each language's texts are a chunk of their own, added by `loadLanguage` before the app
 * renders (only the edition's language is downloaded; decision 045). Tests add both up front.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: {},
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'pl'],
  ns: [NAMESPACE],
  defaultNS: NAMESPACE,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

/** Adds a language's texts (bundled JSON) to the instance. */
export function addLanguage(language: Language, texts: ResourceLanguage): void {
  i18n.addResourceBundle(language, NAMESPACE, texts, true, true);
}

/**
 * The language being loaded or shown. The router starts a lazy first screen's download before the
 * language's texts arrive (start.tsx), and that screen waits for the rest of *this* language's
 * texts: read from i18n.language, still the default then, it got the English rest in the Polish
 * edition and showed English text.
 */
let chosen: Language | undefined;

/** Downloads a language's first-screen texts once, then switches to it. */
export async function loadLanguage(language: Language): Promise<void> {
  chosen = language;
  if (!i18n.hasResourceBundle(language, NAMESPACE))
    addLanguage(language, (await LOCALES[language].first()).default);
  setLanguage(language);
}

const restLoads = new Map<string, Promise<void>>();

/**
 * The rest of the current language's texts (all but the first screen's, decision 095), once: every
 * screen but home and every lazy part of the shell waits for it (`withAllTexts`), and the app asks
 * for it as soon as its first screen is idle.
 */
export function loadAllTexts(): Promise<void> {
  const language: Language = chosen ?? (i18n.language === 'pl' ? 'pl' : 'en');
  let load = restLoads.get(language);
  if (!load) {
    load = LOCALES[language].rest().then(({ default: texts }) => addLanguage(language, texts));
    // A failed download is asked for again by the next screen, as a failed chunk is.
    load.catch(() => restLoads.delete(language));
    restLoads.set(language, load);
  }
  return load;
}

/** A lazily loaded module, rendered only once the texts it may use have arrived. */
export async function withAllTexts<T>(load: Promise<T>): Promise<T> {
  const [module] = await Promise.all([load, loadAllTexts()]);
  return module;
}

export function setLanguage(language: Language): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
