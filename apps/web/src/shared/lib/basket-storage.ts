import { useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEYS, subscribeStorage, writeStorage } from './storage.ts';

/**
 * Whether the locally kept basket holds anything. The basket's own shape arrives with the basket
 * feature; this accepts an array, an object with a `products`/`items`/`offers` list, or any other
 * non-empty JSON value.
 */
export function isBasketNotEmpty(raw: string | null): boolean {
  if (raw === null || raw.trim() === '') return false;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return true;
  }
  if (value === null || value === false || value === '' || value === 0) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const listKey of ['products', 'items', 'offers']) {
      const list = record[listKey];
      if (Array.isArray(list)) return list.length > 0;
    }
    return Object.keys(record).length > 0;
  }
  return true;
}

export function clearBasket(): void {
  writeStorage(STORAGE_KEYS.basket, null);
}

const subscribe = (listener: () => void) => subscribeStorage(STORAGE_KEYS.basket, listener);
const snapshot = () => isBasketNotEmpty(readStorage(STORAGE_KEYS.basket));

/** true while the basket in localStorage is not empty; follows changes in this and other tabs. */
export function useBasketNotEmpty(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
