import type { Region } from '@marketplace/contract';
import type { ShortCodePurpose } from './short-codes.repository.ts';

const TEXTS = {
  us: {
    subject: {
      registration: 'Confirm your account',
      phone_change: 'Confirm your new phone number',
      email_change: 'Confirm your new e-mail address',
    },
    body: (code: string) =>
      `Your confirmation code is ${code}. It is valid for 15 minutes.\n\nIf you did not ask for it, ignore this message.`,
    sms: (code: string) => `Marketplace code: ${code} (valid 15 min)`,
  },
  pl: {
    subject: {
      registration: 'Potwierdź swoje konto',
      phone_change: 'Potwierdź nowy numer telefonu',
      email_change: 'Potwierdź nowy adres e-mail',
    },
    body: (code: string) =>
      `Twój kod potwierdzający to ${code}. Jest ważny przez 15 minut.\n\nJeśli to nie Ty o niego prosiłeś, zignoruj tę wiadomość.`,
    sms: (code: string) => `Kod Marketplace: ${code} (ważny 15 min)`,
  },
} as const;

export function codeMessage(
  region: Region,
  purpose: ShortCodePurpose,
  channel: 'email' | 'sms',
  code: string,
) {
  const texts = TEXTS[region];
  return { subject: texts.subject[purpose], text: channel === 'sms' ? texts.sms(code) : texts.body(code) };
}
