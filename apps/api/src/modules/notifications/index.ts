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
export type { NotificationsScope } from './notifications.notify.ts';
export { notificationIdentity } from './notifications.policy.ts';
export { createNotificationsRepository } from './notifications.repository.ts';
export { registerNotifications } from './notifications.module.ts';
