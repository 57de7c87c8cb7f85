import { toSnakeCase, type BasketDto, type BasketLineDto, type BasketOfferDto } from '@marketplace/contract';
import { offerListItem } from '#web/test/offer-fixtures.ts';

const sellers = {
  anna: { id: 2, type: 'company', username: 'anna', displayName: 'Anna Shop' },
  bob: { id: 3, type: 'person', username: 'bob', displayName: 'Bob' },
} as const;

/** A basket line: a product of `seller` at `price` (minor units), with `delivery` (null: none). */
export function basketLine(
  id: number,
  {
    seller = 'anna',
    price = 1000,
    quantity = 1,
    piecesAvailable = 5,
    delivery = null,
  }: {
    seller?: keyof typeof sellers;
    price?: number;
    quantity?: number;
    piecesAvailable?: number;
    delivery?: BasketOfferDto['delivery'];
  } = {},
): BasketLineDto {
  return {
    offer: {
      ...offerListItem({ id, price: { amount: price, currency: 'USD' }, account: { ...sellers[seller] } }),
      piecesAvailable,
      delivery,
    },
    quantity,
    agreedPrice: null,
  };
}

/** A `GET /api/basket`-style reply, snake_case as the server sends it. */
export function basketReply(items: BasketLineDto[], message: string | null = null) {
  const basket: BasketDto = { items, removedOfferIds: message ? [99] : [], message };
  return { status: 200, data: toSnakeCase(basket) };
}
