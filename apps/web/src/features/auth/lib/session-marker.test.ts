import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/shared/lib/api-error.ts';
import { createAuthStore } from '#web/shared/lib/auth-store.ts';
import { bootstrapSession } from './bootstrap-session.ts';
import { mayHaveSession, trackSessionMarker } from './session-marker.ts';

const user = { id: 7, type: 'person' as const, username: 'jane' };

describe('session marker', () => {
  it('is set by a session and removed when the session ends, but not by a failed start-up', () => {
    const store = createAuthStore();
    const stop = trackSessionMarker(store);
    expect(mayHaveSession()).toBe(false);
    store.setSession({ token: 'T1', user });
    expect(mayHaveSession()).toBe(true);
    store.clear('errored');
    expect(mayHaveSession()).toBe(true);
    store.clear('anonymous');
    expect(mayHaveSession()).toBe(false);
    stop();
  });
});

describe('bootstrapSession', () => {
  it('makes no refresh call for a browser without a session marker: anonymous at once', async () => {
    const store = createAuthStore();
    const refresh = vi.fn(() => Promise.resolve());
    await expect(bootstrapSession(store, refresh, () => false)).resolves.toBe('anonymous');
    expect(refresh).not.toHaveBeenCalled();
    expect(store.getState().status).toBe('anonymous');
  });

  it('refreshes when a session may exist', async () => {
    const store = createAuthStore();
    const refresh = vi.fn(() => {
      store.setSession({ token: 'T2', user });
      return Promise.resolve();
    });
    await expect(bootstrapSession(store, refresh, () => true)).resolves.toBe('authenticated');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('takes a refused refresh as the end of the session', async () => {
    const store = createAuthStore();
    const stop = trackSessionMarker(store);
    store.setSession({ token: 'T1', user });
    store.clear('errored');
    const refused = new ApiError({ code: 401, message: 'Unauthorized' });
    const refresh = vi.fn(() => Promise.reject(refused));
    await expect(bootstrapSession(store, refresh, mayHaveSession)).resolves.toBe('anonymous');
    expect(mayHaveSession()).toBe(false);
    stop();
  });
});
