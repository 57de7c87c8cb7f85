export { removeNotificationsOfDeletedAccount } from './notifications.erasure.ts';
export { createNotificationsExport } from './notifications.export.ts';
export type { NotificationsExport } from './notifications.export.ts';
export {
  offerClosedMessage,
  orderDisputeDecidedMessage,
  reviewDisputeDecidedMessage,
} from './notifications.messages.ts';
export {
  notify,
  notifyMany,
  notifyUnlessUnread,
  readConversationNotifications,
} from './notifications.notify.ts';
export type { NewNotification, NotificationsScope } from './notifications.notify.ts';
export { notificationIdentity } from './notifications.policy.ts';
export { createNotificationsRepository } from './notifications.repository.ts';
export { notificationsRoutes } from './notifications.routes.ts';
export { createNotificationsService } from './notifications.service.ts';
export { registerNotifications } from './notifications.module.ts';
