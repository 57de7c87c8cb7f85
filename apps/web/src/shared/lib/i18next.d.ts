import 'i18next';
import type admin from '#web/locales/en/admin.json';
import type en from '#web/locales/en/common.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // 'admin' is the console's namespace, downloaded with the console only (shared/admin/admin-texts.ts).
    resources: { common: typeof en; admin: typeof admin };
  }
}
