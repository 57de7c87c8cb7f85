const all = ['notifications'] as const;

/**
 * Query keys of the notifications feature, all under `notifications`. A realtime
 * `{type: 'notification'}` event refreshes the bell (`latest`) only: see useLiveNotifications.
 */
export const notificationsKeys = {
  all,
  /** The bell: the latest page and the unread count. */
  latest: () => [...all, 'latest'] as const,
  /** The full list at /notifications, loaded page after page. */
  list: () => [...all, 'list'] as const,
};
