import type { Language } from '@marketplace/contract';
import type { ResourceLanguage } from 'i18next';

/**
 * Each language's texts as a chunk of its own, so a visitor downloads only the edition's language
 * (decision 045). `src/preload-language.ts` starts the same import while the app's code downloads.
 */
export const LOCALES: Record<Language, () => Promise<{ default: ResourceLanguage }>> = {
  en: () => import('#web/locales/en/common.json'),
  pl: () => import('#web/locales/pl/common.json'),
};
