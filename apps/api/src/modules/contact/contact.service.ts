import { MESSAGES, type ContactSubject, type Region } from '@marketplace/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimit, RateLimiter } from '../../adapters/rate-limits/rate-limiter.ts';
import { TooManyRequestsError } from '../../shared/errors.ts';
import { mailboxKey } from '../../shared/mailbox.ts';
import type { Messenger } from '../outbox/messenger.ts';
import { acknowledgementMail, administrationMail } from './contact.messages.ts';
import { subjectLabel, subjectsOf } from './contact.presenter.ts';
import type { ContactRepository } from './contact.repository.ts';

const HOUR = 60 * 60 * 1000;

/**
 * How often the form may be sent (docs/decisions/067): per client IP and edition, and per sender
 * mailbox (each message sends an acknowledgement to the address typed in, whoever types it; its
 * `+tag` sub-addresses count as one, decision 072).
 */
export const CONTACT_RATE_LIMITS = {
  perIp: { max: 5, windowMs: HOUR },
  perAddress: { max: 5, windowMs: HOUR },
} as const satisfies Record<string, RateLimit>;

export interface ContactMessageInput {
  subject: ContactSubject;
  emailAddress: string;
  message: string;
}

/**
 * The contact form (spec 001 "Contact form"): each message is kept, forwarded to the edition's
 * administration address, and acknowledged to its sender, both by the messenger.
 */
export function createContactService(deps: {
  contactRepository: ContactRepository;
  messenger: Messenger;
  rateLimiter: RateLimiter;
  /** Where the administration of each edition reads contact messages (CONTACT_EMAIL_US / _PL). */
  administrationAddress: (region: Region) => string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  async function enforce(name: string, key: string, limit: RateLimit): Promise<void> {
    const outcome = await deps.rateLimiter.hit(name, key, limit);
    if (!outcome.allowed) {
      throw new TooManyRequestsError(MESSAGES.tooManyContactMessages, outcome.retryAfterSeconds);
    }
  }

  return {
    subjects: (region: Region) => subjectsOf(region),

    async send(region: Region, input: ContactMessageInput, ip: string): Promise<void> {
      // The IP first: a request refused for its IP does not spend the address's allowance.
      await enforce('contact-per-ip', `${region}:${ip}`, CONTACT_RATE_LIMITS.perIp);
      await enforce(
        'contact-per-address',
        `${region}:${mailboxKey(input.emailAddress)}`,
        CONTACT_RATE_LIMITS.perAddress,
      );
      const row = await deps.contactRepository.add({ region, ...input });
      const label = subjectLabel(region, input.subject);
      // Kept first, then forwarded: if the mail fails the caller sees an error, and the message
      // stays in contact_messages for the administration.
      await deps.messenger.send({
        region,
        channel: 'email',
        recipient: deps.administrationAddress(region),
        ...administrationMail(region, {
          id: row.id,
          label,
          email: input.emailAddress,
          message: input.message,
        }),
      });
      // The acknowledgement is a courtesy: the message has reached the administration already.
      try {
        await deps.messenger.send({
          region,
          channel: 'email',
          recipient: input.emailAddress,
          ...acknowledgementMail(region, label),
        });
      } catch (err) {
        deps.log.warn({ err, contactMessageId: row.id }, 'contact: the acknowledgement could not be sent');
      }
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
