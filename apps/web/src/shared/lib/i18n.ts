import { MESSAGES, type Language, type MessageKey } from '@marketplace/contract';
import i18next, { type ResourceLanguage, type TFunction } from 'i18next';
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

/** Downloads a language's texts once, then switches to it. */
export async function loadLanguage(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, NAMESPACE))
    addLanguage(language, (await LOCALES[language]()).default);
  setLanguage(language);
}

export function setLanguage(language: Language): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

const MESSAGE_KEYS = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

const REQUEST_FAILED = /^Request failed with status code (\d{3})$/;

/**
 * The spec fixes the server's messages in English (contract MESSAGES); this shows them in the
 * interface language (those only the console meets from its 'admin' texts, which stay out of a
 * user's first load). Messages it does not know are shown as they came.
 */
export function translateServerMessage(message: string, t: TFunction = i18n.t): string {
  const key = MESSAGE_KEYS.get(message.trim());
  // A message added to the contract before its translation falls back to the English text.
  if (key && i18n.exists(`serverMessages.${key}`))
    return t(`serverMessages.${key}` as 'serverMessages.required');
  // The console's own messages are in its namespace, loaded with it (decision 084).
  if (key && i18n.exists(`serverMessages.${key}`, { ns: 'admin' }))
    return i18n.t(`serverMessages.${key}` as 'serverMessages.categoryCycle', { ns: 'admin' });
  if (message === 'Network Error') return t('errors.network');
  const failed = REQUEST_FAILED.exec(message);
  if (failed) return t('errors.requestFailed', { status: failed[1] });
  return message;
}
