import { NOTIFICATIONS_DEFAULT_LIMIT, type NotificationsPageDto } from '@marketplace/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { notificationsKeys } from './notifications-keys.ts';

/** `GET /api/notifications?skip&limit`: the signed-in user's notifications, newest first. */
export function getNotifications(
  skip: number,
  limit = NOTIFICATIONS_DEFAULT_LIMIT,
  signal?: AbortSignal,
): Promise<NotificationsPageDto> {
  return apiClient.get<NotificationsPageDto>('/api/notifications', {
    params: { skip, limit },
    signal,
    requiresAuth: true,
  });
}

/** The bell: the latest notifications and the unread count (only asked for when `enabled`). */
export function useLatestNotifications(enabled = true) {
  return useQuery({
    queryKey: notificationsKeys.latest(),
    queryFn: ({ signal }) => getNotifications(0, NOTIFICATIONS_DEFAULT_LIMIT, signal),
    enabled,
  });
}

/** /notifications: 15 at a time, the next 15 on 'load more'. */
export function useNotificationsList() {
  return useInfiniteQuery({
    queryKey: notificationsKeys.list(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, NOTIFICATIONS_DEFAULT_LIMIT, signal),
    initialPageParam: 0,
    // Fresh on every visit: what was unread last time was marked read when the page opened.
    staleTime: 0,
    gcTime: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
}
