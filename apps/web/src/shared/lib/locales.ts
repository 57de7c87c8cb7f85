import type { Language } from '@marketplace/contract';
import type { ResourceLanguage } from 'i18next';

type Texts = () => Promise<{ default: ResourceLanguage }>;

/**
 * Each language's texts as chunks of their own, so a visitor downloads only the edition's language
 * (decision 045), in two parts (decision 095): the first screen's sections (locales/first-screen.ts)
 * and the rest. `src/preload-language.ts` starts the same imports while the app's code downloads.
 */
export const LOCALES: Record<Language, { first: Texts; rest: Texts }> = {
  en: {
    first: () => import('../../locales/en/common.json?part=first'),
    rest: () => import('../../locales/en/common.json?part=rest'),
  },
  pl: {
    first: () => import('../../locales/pl/common.json?part=first'),
    rest: () => import('../../locales/pl/common.json?part=rest'),
  },
};
