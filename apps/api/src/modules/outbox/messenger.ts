import type { Region } from '@marketplace/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { SmsSender } from '../../adapters/sms/sms-sender.ts';
import type { EventLog } from '../events/index.ts';
import type { OutboxRepository } from './outbox.repository.ts';

export interface Message {
  region: Region;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  text: string;
}

export interface Messenger {
  /** Sends now; `eventId` (the event that sends it) stores it in the outbox once however often it runs. */
  send(message: Message, eventId?: number): Promise<void>;
}

/** The event that sends an e-mail or SMS (decision 075). */
export const MESSAGE_TOPIC = 'message.send';

/**
 * The one way to send an e-mail or SMS: queued on the transaction of the change it tells about,
 * so it goes out once that commits, and never for a change that rolled back.
 */
export function queueMessage(events: EventLog, message: Message): Promise<void> {
  return events.emit(MESSAGE_TOPIC, message);
}

/** Many messages queued at once, in one statement: one event each, so each is sent (and retried) on its own. */
export function queueMessages(events: EventLog, messages: readonly Message[]): Promise<void> {
  return events.emitMany(MESSAGE_TOPIC, messages);
}

/** Hides most of an address for logs: a***@example.com, +48******789. */
export function maskRecipient(recipient: string): string {
  const at = recipient.indexOf('@');
  if (at > 0) return `${recipient[0]}***${recipient.slice(at)}`;
  return `${recipient.slice(0, 3)}${'*'.repeat(Math.max(0, recipient.length - 6))}${recipient.slice(-3)}`;
}

/**
 * Delivers e-mail and SMS through the configured transports, or into the outbox table. Logs say
 * that a message went out and to whom (masked), never its text: texts carry codes and links.
 */
export function createMessenger(deps: {
  outboxRepository: OutboxRepository;
  mailer?: Mailer;
  sms?: SmsSender;
  log: FastifyBaseLogger;
}): Messenger {
  return {
    async send(message, eventId) {
      const transport = message.channel === 'email' ? deps.mailer : deps.sms;
      if (transport && message.channel === 'email') {
        await deps.mailer!.send({ to: message.recipient, subject: message.subject, text: message.text });
      } else if (transport) {
        await deps.sms!.send({ to: message.recipient, text: message.text });
      } else {
        await deps.outboxRepository.add({ ...message, eventId: eventId ?? null });
      }
      deps.log.info(
        {
          channel: message.channel,
          to: maskRecipient(message.recipient),
          subject: message.subject,
          via: transport?.kind ?? 'outbox',
        },
        'message sent',
      );
    },
  };
}
