import { payoutFailureKey, type PayoutFailureKey, type Region } from '@marketplace/contract';
import { formatMoney as money } from '../../shared/money-format.ts';

/**
 * The e-mail's texts per edition, in one place per language. A failed payout's reason in plain words
 * (the web's `balance.failureReasons` says the same): the provider's code never reaches a seller.
 */
const TEXTS: Record<
  Region,
  {
    subject: string;
    email: (amount: string, reason: string, link: string) => string;
    failureReasons: Record<PayoutFailureKey, string>;
  }
> = {
  us: {
    subject: 'Your payout could not be sent',
    email: (amount: string, reason: string, link: string) =>
      `Your bank did not accept the payout of ${amount} (reason: ${reason}). The money is back in your available balance.\n\nCheck your payout account in the settings; the next payout runs automatically, or pay out from your balance:\n${link}`,
    failureReasons: {
      account_closed: 'the bank account is closed',
      account_frozen: 'the bank account is frozen',
      bank_account_restricted:
        'the bank account does not accept payments of this kind (often a savings account)',
      bank_ownership_changed: 'the bank account is no longer valid after a change at the bank',
      could_not_process: 'the bank could not process the payout',
      debit_not_authorized: 'the bank account does not allow this transfer',
      declined: 'the bank declined the payout',
      incorrect_account_holder_address: "the account holder's address does not match the bank's records",
      incorrect_account_holder_name: "the account holder's name does not match the bank's records",
      incorrect_account_holder_tax_id: "the account holder's tax ID does not match the bank's records",
      insufficient_funds: 'the payment provider could not cover the payout',
      invalid_account_number: 'the account number is wrong',
      invalid_currency: 'the bank account does not accept this currency',
      no_account: 'there is no bank account with this number',
      unsupported_card: 'the card does not accept payouts',
      other: 'the bank did not accept it',
    },
  },
  pl: {
    subject: 'Nie udało się wysłać wypłaty',
    email: (amount: string, reason: string, link: string) =>
      `Bank nie przyjął wypłaty ${amount} (powód: ${reason}). Pieniądze wróciły do dostępnego salda.\n\nSprawdź konto do wypłat w ustawieniach; kolejna wypłata nastąpi automatycznie albo zleć ją ze strony salda:\n${link}`,
    failureReasons: {
      account_closed: 'rachunek bankowy jest zamknięty',
      account_frozen: 'rachunek bankowy jest zablokowany',
      bank_account_restricted:
        'rachunek bankowy nie przyjmuje takich wpłat (często to rachunek oszczędnościowy)',
      bank_ownership_changed: 'rachunek bankowy jest nieaktualny po zmianach w banku',
      could_not_process: 'bank nie mógł zrealizować wypłaty',
      debit_not_authorized: 'rachunek bankowy nie dopuszcza takiego przelewu',
      declined: 'bank odrzucił wypłatę',
      incorrect_account_holder_address: 'adres właściciela rachunku nie zgadza się z danymi w banku',
      incorrect_account_holder_name:
        'imię i nazwisko lub nazwa właściciela rachunku nie zgadzają się z danymi w banku',
      incorrect_account_holder_tax_id: 'numer podatkowy właściciela rachunku nie zgadza się z danymi w banku',
      insufficient_funds: 'operator płatności nie mógł pokryć wypłaty',
      invalid_account_number: 'numer rachunku jest błędny',
      invalid_currency: 'rachunek bankowy nie przyjmuje tej waluty',
      no_account: 'nie ma rachunku bankowego o tym numerze',
      unsupported_card: 'karta nie przyjmuje wypłat',
      other: 'bank jej nie przyjął',
    },
  },
};

/** A failed payout's reason (the provider's code) in the edition's words. */
export function payoutFailureText(region: Region, reason: string | null): string {
  return TEXTS[region].failureReasons[payoutFailureKey(reason)];
}

/** The e-mail telling a seller their payout failed and the money is available again. */
export function payoutFailedMessage(region: Region, input: { amount: number; reason: string; link: string }) {
  const texts = TEXTS[region];
  return {
    subject: texts.subject,
    text: texts.email(money(region, input.amount), payoutFailureText(region, input.reason), input.link),
  };
}
