import type { NotificationsPageDto } from '@marketplace/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { notificationsKeys } from './notifications-keys.ts';

/** `POST /api/notifications/mark-all-read`: 204. */
export function markAllNotificationsRead(): Promise<void> {
  return apiClient.post<void>('/api/notifications/mark-all-read', undefined, { requiresAuth: true });
}

/** `POST /api/notifications/{id}/read`: 204, 404 when it is not the user's. */
export function markNotificationRead(id: number): Promise<void> {
  return apiClient.post<void>(`/api/notifications/${id}/read`, undefined, { requiresAuth: true });
}

/** The bell's page with `read` applied at once (the badge follows without waiting for a reload). */
function readInLatest(page: NotificationsPageDto | undefined, read: (id: number) => boolean) {
  if (!page) return page;
  const now = new Date().toISOString();
  let marked = 0;
  const items = page.items.map((item) => {
    if (item.readAt !== null || !read(item.id)) return item;
    marked += 1;
    return { ...item, readAt: now };
  });
  return { ...page, items, unreadCount: Math.max(0, page.unreadCount - marked) };
}

/**
 * Opening /notifications marks everything read. The bell's badge goes to 0 at once and the bell
 * reloads; the full list on screen is left as it was loaded, so this visit still shows which were new.
 */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      queryClient.setQueryData<NotificationsPageDto>(notificationsKeys.latest(), (page) =>
        page ? { ...readInLatest(page, () => true)!, unreadCount: 0 } : page,
      );
      return queryClient.invalidateQueries({ queryKey: notificationsKeys.latest() });
    },
  });
}

/** Clicking one notification: it is read at once in the bell, then both lists reload. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id: number) => {
      queryClient.setQueryData<NotificationsPageDto>(notificationsKeys.latest(), (page) =>
        readInLatest(page, (candidate) => candidate === id),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
}
