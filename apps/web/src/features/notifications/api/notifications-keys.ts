const all = ['notifications'] as const;

/**
 * Query keys of the notifications feature; all under `notifications`, so invalidating `all` (a
 * realtime `{type: 'notification'}` event) refreshes the bell and the full list at once.
 */
export const notificationsKeys = {
  all,
  /** The bell: the latest page and the unread count. */
  latest: () => [...all, 'latest'] as const,
  /** The full list at /notifications, loaded page after page. */
  list: () => [...all, 'list'] as const,
};
