import type { Language } from '@marketplace/contract';
import { i18n } from '#web/shared/lib/i18n.ts';

/** The console's texts, the 'admin' namespace: a chunk of its own, never in a user's first load. */
const ADMIN_TEXTS: Record<Language, () => Promise<{ default: object }>> = {
  en: () => import('#web/locales/en/admin.json'),
  pl: () => import('#web/locales/pl/admin.json'),
};

export const ADMIN_NAMESPACE = 'admin';

/** Adds the console's texts in the interface's language (and English, the fallback) once. */
export async function loadAdminTexts(): Promise<void> {
  const languages = [...new Set([i18n.language as Language, 'en' as const])];
  await Promise.all(
    languages.map(async (language) => {
      if (i18n.hasResourceBundle(language, ADMIN_NAMESPACE)) return;
      i18n.addResourceBundle(language, ADMIN_NAMESPACE, (await ADMIN_TEXTS[language]()).default);
    }),
  );
}
