export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail: the outbox by default, SMTP when SMTP_URL is set. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(mail: OutgoingMail): Promise<void>;
}
