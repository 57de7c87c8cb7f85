import type { Region } from '@marketplace/contract';

const TEXTS = {
  us: {
    subject: (title: string) => `Your offer "${title}" expires soon`,
    email: (title: string, link: string) =>
      `Your offer "${title}" will stop being shown in 3 days.\n\nOpen it to check it or extend it:\n${link}`,
  },
  pl: {
    subject: (title: string) => `Twoje ogłoszenie „${title}” wkrótce wygaśnie`,
    email: (title: string, link: string) =>
      `Twoje ogłoszenie „${title}” przestanie być wyświetlane za 3 dni.\n\nOtwórz je, aby je sprawdzić lub przedłużyć:\n${link}`,
  },
} as const;

export function expiringOfferMessage(region: Region, title: string, link: string) {
  return { subject: TEXTS[region].subject(title), text: TEXTS[region].email(title, link) };
}

// The administration (issue 25, decision 088): an offer closed after a report, with the reason.
const OFFER_CLOSED_TEXTS = {
  us: {
    subject: (title: string) => `Your offer "${title}" was closed by the administration`,
    email: (title: string, reason: string, link: string) =>
      `The administration closed your offer "${title}" after a report. It no longer appears in search and cannot be bought.\n\nReason: ${reason}\n\nThe offer: ${link}\n\nIf you think this is a mistake, write to the administration from the Contact page.`,
  },
  pl: {
    subject: (title: string) => `Administracja zamknęła Twoje ogłoszenie „${title}”`,
    email: (title: string, reason: string, link: string) =>
      `Administracja zamknęła Twoje ogłoszenie „${title}” po zgłoszeniu. Nie jest już widoczne w wyszukiwarce i nie można go kupić.\n\nPowód: ${reason}\n\nOgłoszenie: ${link}\n\nJeśli uważasz, że to pomyłka, napisz do administracji przez stronę Kontakt.`,
  },
} as const;

export function offerClosedMessage(region: Region, title: string, reason: string, link: string) {
  const texts = OFFER_CLOSED_TEXTS[region];
  return { subject: texts.subject(title), text: texts.email(title, reason, link) };
}
