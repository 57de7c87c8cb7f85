import type { Region } from '@marketplace/contract';
import type { Clock } from '../../shared/clock.ts';
import type { Messenger } from '../outbox/messenger.ts';
import { expiringOfferMessage } from './notifications.messages.ts';
import type { NotificationsRepository } from './notifications.repository.ts';

/** Sellers hear this long before their offer stops being shown (issue 5). */
export const EXPIRY_NOTICE_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * In-app notifications (spec 001 "Notifications"). The expiring-offer notice is queued by a job and
 * also e-mailed; order and chat notifications join when those modules arrive.
 */
export function createNotificationsService(deps: {
  notificationsRepository: NotificationsRepository;
  messenger: Messenger;
  publicOrigin: (region: Region) => string;
  clock: Clock;
}) {
  const repository = deps.notificationsRepository;
  return {
    /** The job: notifies the owners of offers expiring within 3 days; answers how many were new. */
    async queueExpiringOffers(): Promise<number> {
      const now = deps.clock();
      const queued = await repository.queueExpiringOffers(now, new Date(now.getTime() + EXPIRY_NOTICE_MS));
      for (const notification of queued) {
        const email = await repository.emailOf(notification.accountId);
        if (!email) continue;
        const link = `${deps.publicOrigin(notification.region)}/offer/${notification.data.offerId}`;
        await deps.messenger.send({
          region: notification.region,
          channel: 'email',
          recipient: email,
          ...expiringOfferMessage(notification.region, String(notification.data.offerTitle), link),
        });
      }
      return queued.length;
    },

    listFor: (accountId: number) => repository.listFor(accountId),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
