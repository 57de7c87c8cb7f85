import type { Region } from '@marketplace/contract';
import type { ShortCodePurpose } from './short-codes.repository.ts';

const TEXTS = {
  us: {
    subject: {
      registration: 'Confirm your account',
      phone_change: 'Confirm your new phone number',
      email_change: 'Confirm your new e-mail address',
      sign_in: 'Your sign-in code',
    },
    body: (code: string) =>
      `Your confirmation code is ${code}. It is valid for 15 minutes.\n\nIf you did not ask for it, ignore this message.`,
    sms: (code: string) => `Marketplace code: ${code} (valid 15 min)`,
    signIn: (code: string) =>
      `Your sign-in code is ${code}. It is valid for 15 minutes and works only with your password.\n\nIf you did not ask for it, someone may be guessing your password: consider changing it.`,
  },
  pl: {
    subject: {
      registration: 'Potwierdź swoje konto',
      phone_change: 'Potwierdź nowy numer telefonu',
      email_change: 'Potwierdź nowy adres e-mail',
      sign_in: 'Twój kod logowania',
    },
    body: (code: string) =>
      `Twój kod potwierdzający to ${code}. Jest ważny przez 15 minut.\n\nJeśli to nie Ty o niego prosiłeś, zignoruj tę wiadomość.`,
    sms: (code: string) => `Kod Marketplace: ${code} (ważny 15 min)`,
    signIn: (code: string) =>
      `Twój kod logowania to ${code}. Jest ważny przez 15 minut i działa tylko razem z Twoim hasłem.\n\nJeśli to nie Ty o niego prosiłeś, ktoś może próbować odgadnąć Twoje hasło: rozważ jego zmianę.`,
  },
} as const;

export function codeMessage(
  region: Region,
  purpose: ShortCodePurpose,
  channel: 'email' | 'sms',
  code: string,
) {
  const texts = TEXTS[region];
  const text =
    channel === 'sms' ? texts.sms(code) : purpose === 'sign_in' ? texts.signIn(code) : texts.body(code);
  return { subject: texts.subject[purpose], text };
}
