import { useEffect } from 'react';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { isApiError } from '#web/shared/lib/api-error.ts';
import { useAuthStore, useSession } from '#web/shared/lib/auth-store.ts';
import { useRealtimeBus } from './realtime-bus.ts';
import type { SocketFactory } from './realtime-client.ts';

/**
 * The tab's one realtime connection, mounted once in the app's providers: opened when a user is
 * logged in (its code loads only then), authenticated with the session's access token, closed on
 * logout, and re-opened for another user. Everything it receives goes to the realtime bus.
 */
export function RealtimeConnection({ createSocket }: { createSocket?: SocketFactory }) {
  const store = useAuthStore();
  const bus = useRealtimeBus();
  const { status, user } = useSession();
  const userId = status === 'authenticated' ? (user?.id ?? null) : null;

  useEffect(() => {
    if (userId === null) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    void import('./realtime-client.ts').then(({ createRealtimeClient, realtimeUrl }) => {
      if (cancelled) return;
      const client = createRealtimeClient({
        url: realtimeUrl(),
        getToken: () => store.getState().token,
        onMessage: (message) => bus.emit(message),
        onStatus: (next) => bus.setState({ status: next }),
        // Every time it is ready, the first time too: what came between a screen's fetch and the
        // socket being there (or while it was away) is caught up.
        onReady: (externalUid) => {
          bus.setState({ externalUid });
          bus.reconnected();
        },
        // A refused token is most likely an expired one: refresh it; a refused refresh ends the session.
        onAuthRefused: () =>
          apiClient.refreshSession().catch((error: unknown) => {
            if (isApiError(error) && (error.status === 401 || error.status === 403)) store.clear('anonymous');
          }),
        ...(createSocket ? { createSocket } : {}),
      });
      client.start();
      stop = () => client.stop();
    });
    return () => {
      cancelled = true;
      stop?.();
      bus.setState({ status: 'idle', externalUid: null });
    };
  }, [userId, store, bus, createSocket]);

  return null;
}
