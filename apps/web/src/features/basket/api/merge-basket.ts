import type { BasketDto } from '@marketplace/contract';
import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { readBasket } from '#web/shared/lib/basket-storage.ts';
import { toastError } from '#web/shared/lib/toast.ts';
import { acceptBasketChange } from '../lib/accept-basket.ts';
import { getBasket } from './get-basket.ts';

/** `POST /api/basket/merge {items}`: joins the device's lines to the account's basket. */
export function mergeBasket(items: { offerId: number; quantity: number }[]): Promise<BasketDto> {
  return apiClient.post<BasketDto>('/api/basket/merge', { items }, { requiresAuth: true });
}

/**
 * Right after a sign-in (decision 060): a device basket with lines is merged into the account's,
 * an empty one just reads the account's (a failure of that read is ignored); either answer is mirrored to the device (so the badge
 * follows the account) and its message toasted. A failed merge is toasted and never blocks the sign-in.
 */
export async function syncBasketAtSignIn(queryClient: QueryClient): Promise<void> {
  const { products } = readBasket();
  if (products.length === 0) {
    // Only the badge waits on this read; the basket page reads again anyway.
    await getBasket().then(
      (basket) => acceptBasketChange(basket, queryClient),
      () => undefined,
    );
    return;
  }
  try {
    const items = products.map((line) => ({ offerId: line.product, quantity: line.quantity }));
    await acceptBasketChange(await mergeBasket(items), queryClient);
  } catch (error) {
    toastError(error);
  }
}
