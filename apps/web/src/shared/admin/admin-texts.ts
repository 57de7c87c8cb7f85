import type { Language } from '@marketplace/contract';
import { i18n } from '#web/shared/lib/i18n.ts';

/** The console's texts, the 'admin' namespace: a chunk of its own, never in a user's first load. */
const ADMIN_TEXTS: Record<Language, () => Promise<{ default: object }>> = {
  en: () => import('#web/locales/en/admin.json'),
  pl: () => import('#web/locales/pl/admin.json'),
};

export const ADMIN_NAMESPACE = 'admin';

/**
 * Adds the console's texts once, in every language: on a first load straight onto a console page
 * the interface's language may still be arriving (loadLanguage), and the bundles are small.
 */
export async function loadAdminTexts(): Promise<void> {
  const languages = Object.keys(ADMIN_TEXTS) as Language[];
  await Promise.all(
    languages.map(async (language) => {
      if (i18n.hasResourceBundle(language, ADMIN_NAMESPACE)) return;
      i18n.addResourceBundle(language, ADMIN_NAMESPACE, (await ADMIN_TEXTS[language]()).default);
    }),
  );
}
