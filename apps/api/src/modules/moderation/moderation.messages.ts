import type { Region } from '@marketplace/contract';

// An offer held for review was approved or rejected (decision 135): the owner's e-mail, in the edition's language.
const TEXTS = {
  us: {
    approvedSubject: (title: string) => `Your offer "${title}" is published`,
    approved: (title: string, link: string) =>
      `The administration reviewed your offer "${title}" and published it.\n\nThe offer: ${link}`,
    rejectedSubject: (title: string) => `Your offer "${title}" was not published`,
    rejected: (title: string, reason: string, link: string) =>
      `The administration reviewed your offer "${title}" and did not publish it.\n\nReason: ${reason}\n\nThe offer: ${link}\n\nIf you think this is a mistake, write to the administration from the Contact page.`,
  },
  pl: {
    approvedSubject: (title: string) => `Twoje ogłoszenie „${title}” zostało opublikowane`,
    approved: (title: string, link: string) =>
      `Administracja sprawdziła Twoje ogłoszenie „${title}” i je opublikowała.\n\nOgłoszenie: ${link}`,
    rejectedSubject: (title: string) => `Twoje ogłoszenie „${title}” nie zostało opublikowane`,
    rejected: (title: string, reason: string, link: string) =>
      `Administracja sprawdziła Twoje ogłoszenie „${title}” i go nie opublikowała.\n\nPowód: ${reason}\n\nOgłoszenie: ${link}\n\nJeśli uważasz, że to pomyłka, napisz do administracji przez stronę Kontakt.`,
  },
} as const;

export function offerReviewedMessage(
  region: Region,
  title: string,
  link: string,
  outcome: { approved: true } | { approved: false; reason: string },
) {
  const texts = TEXTS[region];
  return outcome.approved
    ? { subject: texts.approvedSubject(title), text: texts.approved(title, link) }
    : { subject: texts.rejectedSubject(title), text: texts.rejected(title, outcome.reason, link) };
}
