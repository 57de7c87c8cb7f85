import type { Region } from '@marketplace/contract';

/**
 * The two e-mails a contact message sends, in the edition's language. Both are plain text (the
 * messenger and the SMTP mailer send `text` only), so the sender's message is never read as HTML.
 */
const TEXTS = {
  us: {
    adminSubject: (label: string, email: string) => `Contact form: ${label} (from ${email})`,
    adminText: (p: AdminMail) =>
      [
        `A visitor wrote through the contact form of the US edition.`,
        ``,
        `Subject: ${p.label}`,
        `From: ${p.email}`,
        `Message no.: ${p.id}`,
        ``,
        `Reply to ${p.email}. The message:`,
        ``,
        p.message,
      ].join('\n'),
    ackSubject: 'We have received your message',
    ackText: (label: string) =>
      [
        `Thank you for contacting Marketplace.`,
        ``,
        `We have received your message about "${label}". Our team will reply to this address, usually within one business day.`,
        ``,
        `If you did not write to us, you can ignore this e-mail.`,
      ].join('\n'),
  },
  pl: {
    adminSubject: (label: string, email: string) => `Formularz kontaktowy: ${label} (od ${email})`,
    adminText: (p: AdminMail) =>
      [
        `Ktoś napisał przez formularz kontaktowy polskiej edycji.`,
        ``,
        `Temat: ${p.label}`,
        `Od: ${p.email}`,
        `Wiadomość nr: ${p.id}`,
        ``,
        `Odpowiedz na adres ${p.email}. Treść wiadomości:`,
        ``,
        p.message,
      ].join('\n'),
    ackSubject: 'Otrzymaliśmy Twoją wiadomość',
    ackText: (label: string) =>
      [
        `Dziękujemy za kontakt z Marketplace.`,
        ``,
        `Otrzymaliśmy Twoją wiadomość w sprawie „${label}”. Odpowiemy na ten adres, zwykle w ciągu jednego dnia roboczego.`,
        ``,
        `Jeśli to nie Ty do nas pisałeś, zignoruj tę wiadomość.`,
      ].join('\n'),
  },
} as const;

interface AdminMail {
  id: number;
  label: string;
  email: string;
  message: string;
}

/** The message forwarded to the administration: the sender's text verbatim, below the details. */
export function administrationMail(region: Region, mail: AdminMail) {
  return { subject: TEXTS[region].adminSubject(mail.label, mail.email), text: TEXTS[region].adminText(mail) };
}

/**
 * The acknowledgement to the sender. It repeats none of the sender's text: the address is whatever
 * the visitor typed, and the form must not relay someone's words to a stranger's inbox.
 */
export function acknowledgementMail(region: Region, label: string) {
  return { subject: TEXTS[region].ackSubject, text: TEXTS[region].ackText(label) };
}
