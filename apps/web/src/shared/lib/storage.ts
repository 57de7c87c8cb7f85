/**
 * localStorage access that never throws (private mode, disabled storage, quota) and notifies
 * same-tab subscribers, which the browser's `storage` event does not.
 */

const CHANGE_EVENT = 'marketplace:storage';

export const STORAGE_KEYS = {
  /** The chosen edition ('us' | 'pl'), spec 000 section 1. */
  version: 'version',
  /** The locally kept basket; cleared on logout. */
  basket: 'basket',
  /** Present from a login until the session ends: a refresh cookie may exist (decision 045). */
  session: 'session',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the choice simply is not remembered.
  }
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
}

/** Calls `listener` when `key` changes in this tab or another one. */
export function subscribeStorage(key: string, listener: () => void): () => void {
  const onCustom = (event: Event) => {
    if ((event as CustomEvent<string>).detail === key) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener(CHANGE_EVENT, onCustom);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onCustom);
    window.removeEventListener('storage', onStorage);
  };
}
