import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, useRealtimeReconnected } from '#web/shared/realtime/realtime-bus.ts';
import { notificationsKeys } from './notifications-keys.ts';

/**
 * Keeps the bell and the list current: the socket announces each stored notification, and after a
 * (re)connection whatever was announced meanwhile is fetched again.
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
  useRealtimeEvent('notification', refresh);
  useRealtimeReconnected(refresh);
}
