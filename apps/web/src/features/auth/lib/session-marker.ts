import type { AuthStore } from '#web/shared/lib/auth-store.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from '#web/shared/lib/storage.ts';

/**
 * Whether this browser may hold a refresh cookie. The cookie is httpOnly, so the app keeps a
 * marker of its own beside it: set whenever a session is established (login, refresh), removed
 * when the session ends (logout, a refused refresh). Without it the start-up refresh is skipped:
 * a guest's visit makes no call that can only answer 401 (decision 045).
 */
export function mayHaveSession(): boolean {
  return readStorage(STORAGE_KEYS.session) !== null;
}

/** Keeps the marker in step with the session in `store`; answers the unsubscribe. */
export function trackSessionMarker(store: AuthStore): () => void {
  return store.subscribe(() => {
    const { status } = store.getState();
    const marked = mayHaveSession();
    if (status === 'authenticated' && !marked) writeStorage(STORAGE_KEYS.session, '1');
    // 'errored' (no answer, a server failure) says nothing about the cookie: the marker stays.
    if (status === 'anonymous' && marked) writeStorage(STORAGE_KEYS.session, null);
  });
}
