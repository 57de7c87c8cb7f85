import { useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEYS, subscribeStorage, writeStorage } from './storage.ts';

/** One basket line as the device keeps it: the offer's id and a quantity (spec 001 section 3). */
export interface DeviceBasketLine {
  product: number;
  quantity: number;
}

/**
 * The device basket, in the order payload's shape (`basket.products[] {product, quantity}`, spec 001
 * section 5). A guest's basket lives only here; a signed-in user's mirrors the account's (decision 060).
 */
export interface DeviceBasket {
  products: DeviceBasketLine[];
}

/**
 * Whether the locally kept basket holds anything. Accepts the current shape and anything older: an
 * array, an object with a `products`/`items`/`offers` list, or any other non-empty JSON value.
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

const isPositiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** The device basket; lines that are not `{product, quantity}` with positive integers are left out. */
export function readBasket(): DeviceBasket {
  const raw = readStorage(STORAGE_KEYS.basket);
  if (raw === null) return { products: [] };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { products: [] };
  }
  const list = (value as { products?: unknown } | null)?.products;
  if (!Array.isArray(list)) return { products: [] };
  const products: DeviceBasketLine[] = [];
  for (const entry of list as unknown[]) {
    const line = entry as Partial<DeviceBasketLine> | null;
    if (!isPositiveInteger(line?.product) || !isPositiveInteger(line.quantity)) continue;
    if (products.some((kept) => kept.product === line.product)) continue;
    products.push({ product: line.product, quantity: line.quantity });
  }
  return { products };
}

/** Replaces the device basket (an empty one removes the key). */
export function writeBasket(basket: DeviceBasket): void {
  writeStorage(STORAGE_KEYS.basket, basket.products.length > 0 ? JSON.stringify(basket) : null);
}

/** Adds an offer, or sets its quantity when the basket holds it already (one line per offer). */
export function addToBasket(offerId: number, quantity = 1): void {
  const { products } = readBasket();
  const line = { product: offerId, quantity };
  const index = products.findIndex((kept) => kept.product === offerId);
  if (index === -1) products.push(line);
  else products[index] = line;
  writeBasket({ products });
}

export function removeFromBasket(offerId: number): void {
  writeBasket({ products: readBasket().products.filter((line) => line.product !== offerId) });
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
