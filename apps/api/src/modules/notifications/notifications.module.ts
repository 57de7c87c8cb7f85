import type { Platform } from '../../platform.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { createNotificationsService } from './notifications.service.ts';

/** The bell: notifications, their e-mails, and the reminder of offers about to expire. */
export async function registerNotifications(
  { app, env, repositories, unitOfWork, publicOrigin, clock, jobs }: Platform,
  needs: Pick<
    Parameters<typeof createNotificationsService>[0],
    'offersAboutToExpire' | 'emailOf' | 'isActiveOn'
  >,
) {
  const notifications = createNotificationsService({
    notificationsRepository: repositories.notifications,
    ...needs,
    unitOfWork,
    publicOrigin,
    secret: env.AUTH_SECRET,
    clock,
  });
  jobs.push({ name: 'notify-expiring-offers', cron: '15 * * * *', run: notifications.queueExpiringOffers });
  await app.register(notificationsRoutes, { notifications });
}
