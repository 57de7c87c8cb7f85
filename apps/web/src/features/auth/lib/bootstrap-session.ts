import type { AuthStore, SessionStatus } from '#web/shared/lib/auth-store.ts';
import { normalizeApiError } from '#web/shared/lib/api-error.ts';

/**
 * On start-up without a token: one `POST /api/sessions/refresh` (spec 000 section 4). A refused
 * refresh (no cookie, 401, 404, …) means anonymous; no answer or a server failure means errored
 * (the top bar then offers the login button). A browser that has held no session since its last
 * logout (`mayHaveSession`, session-marker.ts) has no refresh cookie to send: it is anonymous at
 * once, without the call, which could only answer 401 (decision 045).
 */
export async function bootstrapSession(
  store: AuthStore,
  refreshSession: () => Promise<unknown>,
  mayHaveSession: () => boolean = () => true,
): Promise<SessionStatus> {
  const state = store.getState();
  if (state.token) {
    if (state.status !== 'authenticated') store.setStatus('authenticated');
    return 'authenticated';
  }
  if (!mayHaveSession()) {
    store.clear('anonymous');
    return 'anonymous';
  }
  store.setStatus('loading');
  try {
    await refreshSession();
    return store.getState().status;
  } catch (error) {
    const { status } = normalizeApiError(error);
    const outcome = status === 0 || status >= 500 ? 'errored' : 'anonymous';
    store.clear(outcome);
    return outcome;
  }
}

let started: Promise<SessionStatus> | undefined;

/** Starts the app's session once per page load (React's strict mode runs effects twice). */
export function startSessionOnce(
  store: AuthStore,
  refreshSession: () => Promise<unknown>,
  mayHaveSession?: () => boolean,
): Promise<SessionStatus> {
  started ??= bootstrapSession(store, refreshSession, mayHaveSession);
  return started;
}
