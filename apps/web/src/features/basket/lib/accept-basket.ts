import type { BasketDto } from '@marketplace/contract';
import type { QueryClient } from '@tanstack/react-query';
import { writeBasket } from '#web/shared/lib/basket-storage.ts';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { toast } from '#web/shared/lib/toast.ts';
import { basketKeys } from '../api/basket-keys.ts';

/** The device basket's lines for an account basket (decision 060: the device mirrors the account). */
export function mirrorOf(basket: BasketDto) {
  return { products: basket.items.map((item) => ({ product: item.offer.id, quantity: item.quantity })) };
}

/**
 * Takes in an answer of the basket API: the device basket mirrors its lines (so the top bar's badge
 * is right) and the answer's message (offers dropped as out of date) is shown once as a toast.
 */
export function acceptBasket(basket: BasketDto): BasketDto {
  writeBasket(mirrorOf(basket));
  if (basket.message) toast.info(translateServerMessage(basket.message));
  return basket;
}

/**
 * acceptBasket for an answer to a change (add, remove, merge): it also becomes the basket query's
 * data, after a read still running is cancelled (its older answer would otherwise land last).
 */
export async function acceptBasketChange(basket: BasketDto, queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: basketKeys.all });
  queryClient.setQueryData(basketKeys.detail(), acceptBasket(basket));
}
