import type { BasketLineDto, BasketOfferDto } from '@marketplace/contract';
import { offerListItem } from '#web/test/offer-fixtures.ts';

export const courier = (amount: number) => ({ method: 'courier' as const, price: { amount } });
export const pickup = { method: 'pickup' as const, price: { amount: 0 } };

/** A basket line of the seller Anna (id 2): a product at `price` (minor units) with `delivery`. */
export function line(
  id: number,
  {
    price = 1000,
    quantity = 1,
    delivery = courier(500),
  }: { price?: number; quantity?: number; delivery?: BasketOfferDto['delivery'] } = {},
): BasketLineDto {
  return {
    offer: {
      ...offerListItem({
        id,
        price: { amount: price, currency: 'USD' },
        account: { id: 2, type: 'company', username: 'anna', displayName: 'Anna Shop' },
      }),
      piecesAvailable: 5,
      delivery,
    },
    quantity,
    agreedPrice: null,
  };
}

export const profileAddress = {
  street: 'Main St 1',
  apartmentNumber: '4',
  city: 'Boston',
  state: 'MA',
  postCode: '02108',
};

export const sandbox = { provider: 'sandbox' as const, clientSecret: 'pi_1_secret_abc' };
