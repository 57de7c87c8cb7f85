export interface OutgoingSms {
  to: string;
  text: string;
}

/** Sends SMS: the outbox by default, an HTTP gateway when SMS_GATEWAY_URL is set. */
export interface SmsSender {
  readonly kind: 'outbox' | 'gateway';
  send(sms: OutgoingSms): Promise<void>;
}
