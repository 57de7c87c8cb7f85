import { REGION_SETTINGS, type Region } from '@marketplace/contract';

const TEXTS = {
  us: {
    subject: 'Reset your password',
    email: (link: string) =>
      `Someone asked to reset the password of your Marketplace account.\n\nSet a new password here (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.`,
    sms: (link: string) => `Marketplace: reset your password (valid 1 h): ${link}`,
  },
  pl: {
    subject: 'Zresetuj hasło',
    email: (link: string) =>
      `Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta w Marketplace.\n\nUstaw nowe hasło tutaj (link działa raz, przez godzinę):\n${link}\n\nJeśli to nie Ty, zignoruj tę wiadomość: hasło pozostanie bez zmian.`,
    sms: (link: string) => `Marketplace: zresetuj hasło (ważne 1 h): ${link}`,
  },
} as const;

export function resetLinkMessage(region: Region, channel: 'email' | 'sms', link: string) {
  const texts = TEXTS[region];
  return { subject: texts.subject, text: channel === 'sms' ? texts.sms(link) : texts.email(link) };
}

// The administration (issue 25, decision 087): an account blocked, and unblocked, with the reason.
const BLOCK_TEXTS = {
  us: {
    blockedSubject: 'Your Marketplace account has been blocked',
    blocked: (reason: string) =>
      `The administration has blocked your Marketplace account. You cannot sign in, and your offers are not shown.\n\nReason: ${reason}\n\nIf you think this is a mistake, reply through the Contact page.`,
    unblockedSubject: 'Your Marketplace account has been unblocked',
    unblocked: (reason: string) =>
      `The administration has unblocked your Marketplace account. You can sign in again, and your offers that were still valid are shown again.\n\nReason: ${reason}`,
  },
  pl: {
    blockedSubject: 'Twoje konto w Marketplace zostało zablokowane',
    blocked: (reason: string) =>
      `Administracja zablokowała Twoje konto w Marketplace. Nie możesz się zalogować, a Twoje ogłoszenia nie są wyświetlane.\n\nPowód: ${reason}\n\nJeśli uważasz, że to pomyłka, napisz do nas przez stronę Kontakt.`,
    unblockedSubject: 'Twoje konto w Marketplace zostało odblokowane',
    unblocked: (reason: string) =>
      `Administracja odblokowała Twoje konto w Marketplace. Możesz znów się zalogować, a Twoje ogłoszenia, które są nadal ważne, są ponownie wyświetlane.\n\nPowód: ${reason}`,
  },
} as const;

export function accountBlockMessage(region: Region, blocked: boolean, reason: string) {
  const texts = BLOCK_TEXTS[region];
  return blocked
    ? { subject: texts.blockedSubject, text: texts.blocked(reason) }
    : { subject: texts.unblockedSubject, text: texts.unblocked(reason) };
}

/**
 * The time zone an edition's e-mails give times in: Poland's, and US Eastern for the US edition
 * (which spans several zones, so its times name the zone: 'EDT', 'EST').
 */
const EDITION_TIME_ZONE: Record<Region, string> = { us: 'America/New_York', pl: 'Europe/Warsaw' };

/** A moment as an edition's e-mails write it: `May 8, 2026 at 8:00 AM EDT`, `8 maja 2026 14:00 CEST`. */
export function editionDateTime(region: Region, at: Date): string {
  return new Intl.DateTimeFormat(REGION_SETTINGS[region].locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: EDITION_TIME_ZONE[region],
    timeZoneName: 'short',
  }).format(at);
}

// Replaced payout data (a stolen session must not redirect the money unseen): told to the account's
// e-mail, with the new account's last four digits and when payouts resume.
const PAYOUT_CHANGED_TEXTS = {
  us: {
    subject: 'The bank account for your payouts was changed',
    email: (lastFour: string, until: string) =>
      `The bank account your Marketplace payouts go to was changed to the account ending in ${lastFour}.\n\nFor your security, payouts are held until ${until}.\n\nIf it was not you, change your password now and write to us through the Contact page before ${until}, so that we can stop payouts to this account.`,
  },
  pl: {
    subject: 'Zmieniono konto bankowe do wypłat',
    email: (lastFour: string, until: string) =>
      `Konto bankowe, na które trafiają Twoje wypłaty z Marketplace, zostało zmienione na konto kończące się cyframi ${lastFour}.\n\nDla Twojego bezpieczeństwa wypłaty są wstrzymane do ${until}.\n\nJeśli to nie Ty, od razu zmień hasło i napisz do nas przez stronę Kontakt przed ${until}, abyśmy mogli zatrzymać wypłaty na to konto.`,
  },
} as const;

/** The e-mail saying the payout account was replaced: its last four digits, and when payouts resume. */
export function payoutChangedMessage(region: Region, accountNumber: string, holdUntil: Date) {
  const texts = PAYOUT_CHANGED_TEXTS[region];
  const lastFour = accountNumber.replace(/\s/g, '').slice(-4);
  return { subject: texts.subject, text: texts.email(lastFour, editionDateTime(region, holdUntil)) };
}
