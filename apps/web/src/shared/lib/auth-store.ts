import type { NotificationIdentityDto, SessionUser } from '@marketplace/contract';
import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';

/** spec 000 section 4, "Session": loading, token present, errored, logging out (and no session). */
export type SessionStatus = 'loading' | 'authenticated' | 'anonymous' | 'errored' | 'loggingOut';

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  user: SessionUser | null;
  notificationIdentity: NotificationIdentityDto | null;
}

/** A session as the session calls answer it (`SessionDto`), or as the app keeps it after an update. */
export interface SessionPayload {
  token: string;
  user: SessionUser;
  notificationIdentity?: NotificationIdentityDto | null;
}

export interface AuthStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  setSession(session: SessionPayload): void;
  setStatus(status: SessionStatus): void;
  /** Forgets token and user; the status becomes `status` (anonymous by default). */
  clear(status?: 'anonymous' | 'errored'): void;
  /** Resolves once the status is neither loading nor loggingOut. */
  settled(): Promise<SessionState>;
}

const INITIAL: SessionState = { status: 'loading', token: null, user: null, notificationIdentity: null };

export function createAuthStore(initial: SessionState = INITIAL): AuthStore {
  let state = initial;
  const listeners = new Set<() => void>();
  const set = (next: SessionState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  const isSettled = (s: SessionState) => s.status !== 'loading' && s.status !== 'loggingOut';
  const store: AuthStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setSession({ token, user, notificationIdentity }) {
      set({
        status: 'authenticated',
        token,
        user,
        notificationIdentity: notificationIdentity ?? state.notificationIdentity,
      });
    },
    setStatus(status) {
      set({ ...state, status });
    },
    clear(status = 'anonymous') {
      set({ status, token: null, user: null, notificationIdentity: null });
    },
    settled() {
      if (isSettled(state)) return Promise.resolve(state);
      return new Promise((resolve) => {
        const unsubscribe = store.subscribe(() => {
          if (!isSettled(state)) return;
          unsubscribe();
          resolve(state);
        });
      });
    },
  };
  return store;
}

/** The app's session; the API client reads the token from it. */
export const authStore = createAuthStore();

const AuthStoreContext = createContext<AuthStore>(authStore);

export function AuthStoreProvider({ store, children }: { store: AuthStore; children: ReactNode }) {
  return createElement(AuthStoreContext.Provider, { value: store }, children);
}

export function useAuthStore(): AuthStore {
  return useContext(AuthStoreContext);
}

/**
 * What the server renders and the browser hydrates with: an anonymous visitor's page (the server
 * never knows the session; docs/decisions/128). The personal parts follow on the next render.
 */
const SERVER_SESSION: SessionState = {
  status: 'anonymous',
  token: null,
  user: null,
  notificationIdentity: null,
};
const serverSession = () => SERVER_SESSION;

/** The current session; re-renders on every change. */
export function useSession(): SessionState {
  const store = useAuthStore();
  return useSyncExternalStore(store.subscribe, store.getState, serverSession);
}
