import type { Region } from '@marketplace/contract';
import { formatMoney as money } from '../../shared/money-format.ts';

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

// ---- Dispute decisions (issue 25, decisions 085 and 086): told to both parties with the reason ----

type OrderDisputeOutcomeText = 'refunded' | 'partiallyRefunded' | 'rejected';

const DISPUTE_TEXTS = {
  us: {
    orderSubject: (orderId: number) => `The dispute of order #${orderId} has been decided`,
    order: {
      refunded: (amount: string) =>
        `The administration refunded the buyer in full (${amount}); the order is canceled.`,
      partiallyRefunded: (amount: string) =>
        `The administration refunded ${amount} to the buyer; the order is completed.`,
      rejected: () => 'The administration rejected the dispute; the order goes on as before.',
    },
    reviewSubject: 'The dispute of a review has been decided',
    review: {
      kept: 'The administration kept the review.',
      removed: 'The administration removed the review; it no longer counts in the ratings.',
    },
    reason: (reason: string) => `Reason: ${reason}`,
    open: (link: string) => `Details:\n${link}`,
  },
  pl: {
    orderSubject: (orderId: number) => `Spór dotyczący zamówienia nr ${orderId} został rozstrzygnięty`,
    order: {
      refunded: (amount: string) =>
        `Administracja zwróciła kupującemu całą kwotę (${amount}); zamówienie zostało anulowane.`,
      partiallyRefunded: (amount: string) =>
        `Administracja zwróciła kupującemu ${amount}; zamówienie zostało zakończone.`,
      rejected: () => 'Administracja odrzuciła spór; zamówienie jest realizowane dalej.',
    },
    reviewSubject: 'Spór dotyczący opinii został rozstrzygnięty',
    review: {
      kept: 'Administracja pozostawiła opinię.',
      removed: 'Administracja usunęła opinię; nie jest już wliczana do ocen.',
    },
    reason: (reason: string) => `Uzasadnienie: ${reason}`,
    open: (link: string) => `Szczegóły:\n${link}`,
  },
} as const;

/** The e-mail telling a party of an order how its dispute was decided. */
export function orderDisputeDecidedMessage(
  region: Region,
  input: {
    orderId: number;
    outcome: OrderDisputeOutcomeText;
    refundAmount: number | null;
    reason: string;
    link: string;
  },
) {
  const texts = DISPUTE_TEXTS[region];
  const outcome = texts.order[input.outcome](money(region, input.refundAmount ?? 0));
  return {
    subject: texts.orderSubject(input.orderId),
    text: `${outcome}\n\n${texts.reason(input.reason)}\n\n${texts.open(input.link)}`,
  };
}

/** The e-mail telling the reviewed seller and the review's author how its dispute was decided. */
export function reviewDisputeDecidedMessage(
  region: Region,
  input: { outcome: 'kept' | 'removed'; reason: string; link: string },
) {
  const texts = DISPUTE_TEXTS[region];
  return {
    subject: texts.reviewSubject,
    text: `${texts.review[input.outcome]}\n\n${texts.reason(input.reason)}\n\n${texts.open(input.link)}`,
  };
}
