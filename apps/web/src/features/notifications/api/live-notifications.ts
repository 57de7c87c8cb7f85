import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, useRealtimeReconnected } from '#web/shared/realtime/realtime-bus.ts';
import { notificationsKeys } from './notifications-keys.ts';

/**
 * Keeps the bell current: the socket announces each stored notification, and after a
 * (re)connection whatever was announced meanwhile is fetched again. The full list is left as it was
 * loaded: it shows what was unread when /notifications opened (and marked everything read).
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationsKeys.latest() });
  useRealtimeEvent('notification', refresh);
  useRealtimeReconnected(refresh);
}
