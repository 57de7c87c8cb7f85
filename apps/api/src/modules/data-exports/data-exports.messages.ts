import { REGION_SETTINGS, type Region } from '@marketplace/contract';

const TEXTS = {
  us: {
    subject: 'Your data is ready to download',
    email: (link: string, until: string) =>
      `The copy of your data you asked for is ready.\n\nSign in and download it from Account settings until ${until}:\n${link}\n\nIf you did not ask for it, change your password.`,
  },
  pl: {
    subject: 'Twoje dane są gotowe do pobrania',
    email: (link: string, until: string) =>
      `Kopia Twoich danych jest gotowa.\n\nZaloguj się i pobierz ją w ustawieniach konta do ${until}:\n${link}\n\nJeśli ta prośba nie pochodzi od Ciebie, zmień hasło.`,
  },
} as const;

/** The e-mail that says an archive is ready, in the edition's language, with its expiry date. */
export function dataExportReadyMessage(region: Region, link: string, expiresAt: Date) {
  const until = new Intl.DateTimeFormat(REGION_SETTINGS[region].locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(expiresAt);
  return { subject: TEXTS[region].subject, text: TEXTS[region].email(link, until) };
}
