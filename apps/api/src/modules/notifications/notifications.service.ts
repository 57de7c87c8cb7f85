import type { NotificationsPageDto, Region } from '@marketplace/contract';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { Clock } from '../../shared/clock.ts';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../shared/errors.ts';
import type { EventLog } from '../events/index.ts';
import { queueMessage } from '../outbox/index.ts';
import { queueRealtime } from '../realtime/index.ts';
import { expiringOfferMessage } from './notifications.messages.ts';
import { accountOfIdentity, type NotificationIdentity } from './notifications.policy.ts';
import { presentNotificationsPage } from './notifications.presenter.ts';
import type { ExpiringOffer, NotificationsRepository } from './notifications.repository.ts';

/**
 * The job's transaction: the notices, their e-mails and events, and the offers' and the accounts'
 * parts, which only their owners read (through the functions app.ts hands in).
 */
interface JobScope {
  notifications: NotificationsRepository;
  events: EventLog;
  offers: unknown;
  accounts: unknown;
}

/** Sellers hear this long before their offer stops being shown (issue 5). */
export const EXPIRY_NOTICE_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * In-app notifications (spec 001 "Notifications"). The expiring-offer notice is queued by a job and
 * also e-mailed; order and chat notifications join when those modules arrive.
 */
export function createNotificationsService(deps: {
  notificationsRepository: NotificationsRepository;
  unitOfWork: UnitOfWork<JobScope>;
  /** The published offers whose validity ends after `now` and by `until` (the offers module's read). */
  offersAboutToExpire: (scope: { offers: unknown }, now: Date, until: Date) => Promise<ExpiringOffer[]>;
  /** An account's e-mail address (the accounts module's read), in the job's transaction. */
  emailOf: (scope: { accounts: unknown }, accountId: number) => Promise<string | undefined>;
  /** Whether an account is active on the edition (the accounts module's read). */
  isActiveOn: (accountId: number, region: Region) => Promise<boolean>;
  publicOrigin: (region: Region) => string;
  /** The secret the session's notification identity is signed with (AUTH_SECRET). */
  secret: string;
  clock: Clock;
}) {
  const repository = deps.notificationsRepository;
  return {
    /**
     * The job: notifies the owners of offers expiring within 3 days; answers how many were new.
     * Each new notice's e-mail and its owner's realtime event commit with it (decision 075): none
     * is lost to a failed send or a dead process, and a rerun, finding the notice, sends nothing.
     */
    async queueExpiringOffers(): Promise<number> {
      const now = deps.clock();
      return deps.unitOfWork(async (scope) => {
        const { notifications, events } = scope;
        const expiring = await deps.offersAboutToExpire(
          scope,
          now,
          new Date(now.getTime() + EXPIRY_NOTICE_MS),
        );
        const queued = await notifications.queueExpiringOffers(expiring, now);
        for (const notification of queued) {
          const email = await deps.emailOf(scope, notification.accountId);
          if (!email) continue;
          const link = `${deps.publicOrigin(notification.region)}/offer/${notification.data.offerId}`;
          await queueMessage(events, {
            region: notification.region,
            channel: 'email',
            recipient: email,
            ...expiringOfferMessage(notification.region, String(notification.data.offerTitle), link),
          });
        }
        for (const accountId of new Set(queued.map((notification) => notification.accountId))) {
          await queueRealtime(events, [accountId], { type: 'notification' });
        }
        return queued.length;
      });
    },

    listFor: (accountId: number) => repository.listFor(accountId),

    /**
     * Whose notifications a request reads (decision 066): the account of the access token, or of the
     * session's notification identity. An identity given must be valid and, with a token, the
     * token's account (403 otherwise); neither: 401.
     */
    async callerOf(
      region: Region,
      tokenAccountId: number | null,
      identity: Partial<NotificationIdentity>,
    ): Promise<number> {
      const given = [identity.projectId, identity.userId, identity.userHmac].some((v) => v !== undefined);
      if (!given) {
        if (tokenAccountId === null) throw new UnauthorizedError();
        return tokenAccountId;
      }
      const accountId = accountOfIdentity(deps.secret, region, identity, deps.clock());
      if (accountId === null) throw new ForbiddenError();
      if (tokenAccountId !== null) {
        if (tokenAccountId !== accountId) throw new ForbiddenError();
        return accountId;
      }
      // Alone, the identity is worth something only while the account is active, too.
      if (!(await deps.isActiveOn(accountId, region))) throw new ForbiddenError();
      return accountId;
    },

    /** `GET /api/notifications`: newest first, with the total and the unread count. */
    async page(
      accountId: number,
      region: Region,
      skip: number,
      limit: number,
    ): Promise<NotificationsPageDto> {
      return presentNotificationsPage(await repository.page(accountId, region, skip, limit));
    },

    async markAllRead(accountId: number, region: Region): Promise<void> {
      await repository.markAllRead(accountId, region, deps.clock());
    },

    /** One notification read (clicked in the bell); 404 when it is not the caller's on this edition. */
    async markRead(accountId: number, region: Region, id: number): Promise<void> {
      if (!(await repository.markRead(id, accountId, region, deps.clock()))) throw new NotFoundError();
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
