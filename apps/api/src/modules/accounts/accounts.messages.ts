import type { Region } from '@marketplace/contract';

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
