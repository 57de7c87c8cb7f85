import type { AuthStore, SessionStatus } from '../../../shared/lib/auth-store.ts';
import { normalizeApiError } from '../../../shared/lib/api-error.ts';

/**
 * On start-up without a token: one `POST /api/sessions/refresh` (spec 000 section 4). A refused
 * refresh (no cookie, 401, 404, …) means anonymous; no answer or a server failure means errored
 * (the top bar then offers the login button).
 */
export async function bootstrapSession(
  store: AuthStore,
  refreshSession: () => Promise<unknown>,
): Promise<SessionStatus> {
  const state = store.getState();
  if (state.token) {
    if (state.status !== 'authenticated') store.setStatus('authenticated');
    return 'authenticated';
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
): Promise<SessionStatus> {
  started ??= bootstrapSession(store, refreshSession);
  return started;
}
