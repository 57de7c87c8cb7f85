import type { Language } from '@marketplace/contract';
import { i18n } from '#web/shared/lib/i18n.ts';

/** The console's texts, the 'admin' namespace: a chunk of its own, never in a user's first load. */
const ADMIN_TEXTS: Record<Language, () => Promise<{ default: object }>> = {
  en: () => import('#web/locales/en/admin.json'),
  pl: () => import('#web/locales/pl/admin.json'),
};

export const ADMIN_NAMESPACE = 'admin';

async function addLanguage(language: Language): Promise<void> {
  if (!(language in ADMIN_TEXTS) || i18n.hasResourceBundle(language, ADMIN_NAMESPACE)) return;
  i18n.addResourceBundle(language, ADMIN_NAMESPACE, (await ADMIN_TEXTS[language]()).default);
}

let following = false;

/**
 * Adds the console's texts in the interface's language (and English, the fallback) once. On a
 * first load straight into the console the edition's language may be set a moment later: the
 * texts of the language it changes to are added then.
 */
export async function loadAdminTexts(): Promise<void> {
  if (!following) {
    following = true;
    i18n.on('languageChanged', (language) => {
      if (!(language in ADMIN_TEXTS) || i18n.hasResourceBundle(language, ADMIN_NAMESPACE)) return;
      // Once the texts are in, the same language again makes the console's screens render them.
      void addLanguage(language as Language).then(() => i18n.changeLanguage(language));
    });
  }
  await Promise.all([...new Set([i18n.language as Language, 'en' as const])].map(addLanguage));
}
