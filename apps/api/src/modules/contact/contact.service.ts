import { MESSAGES, type ContactSubject, type Region } from '@marketplace/contract';
import type { RateLimit, RateLimiter } from '../../adapters/rate-limits/rate-limiter.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { TooManyRequestsError } from '../../shared/errors.ts';
import { mailboxKey } from '../../shared/mailbox.ts';
import type { EventLog } from '../events/index.ts';
import { queueMessage } from '../outbox/index.ts';
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
 * administration address, and acknowledged to its sender; both e-mails commit with the kept message
 * (decision 075), so neither is lost to a mail server that is down, and each is retried on its own.
 */
export function createContactService(deps: {
  unitOfWork: UnitOfWork<{ contact: ContactRepository; events: EventLog }>;
  rateLimiter: RateLimiter;
  /** Where the administration of each edition reads contact messages (CONTACT_EMAIL_US / _PL). */
  administrationAddress: (region: Region) => string;
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
      const label = subjectLabel(region, input.subject);
      await deps.unitOfWork(async ({ contact, events }) => {
        const row = await contact.add({ region, ...input });
        await queueMessage(events, {
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
        await queueMessage(events, {
          region,
          channel: 'email',
          recipient: input.emailAddress,
          ...acknowledgementMail(region, label),
        });
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
