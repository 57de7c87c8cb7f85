import type { Region } from '@marketplace/contract';
import { formatMoney as money } from '../../shared/money-format.ts';

const TEXTS = {
  us: {
    subject: 'Your payout could not be sent',
    email: (amount: string, reason: string, link: string) =>
      `Your bank did not accept the payout of ${amount} (reason: ${reason}). The money is back in your available balance.\n\nCheck your payout account in the settings; the next payout runs automatically, or pay out from your balance:\n${link}`,
  },
  pl: {
    subject: 'Nie udało się wysłać wypłaty',
    email: (amount: string, reason: string, link: string) =>
      `Bank nie przyjął wypłaty ${amount} (powód: ${reason}). Pieniądze wróciły do dostępnego salda.\n\nSprawdź konto do wypłat w ustawieniach; kolejna wypłata nastąpi automatycznie albo zleć ją ze strony salda:\n${link}`,
  },
} as const;

/** The e-mail telling a seller their payout failed and the money is available again. */
export function payoutFailedMessage(region: Region, input: { amount: number; reason: string; link: string }) {
  const texts = TEXTS[region];
  return { subject: texts.subject, text: texts.email(money(region, input.amount), input.reason, input.link) };
}
