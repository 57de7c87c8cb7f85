import { basketUnitPrice, lineTotal, type BasketDto, type BasketLineDto } from '@marketplace/contract';

/** One seller's lines in the basket: what one payment covers (spec 001 section 2). */
export interface SellerGroup {
  seller: BasketLineDto['offer']['account'];
  lines: BasketLineDto[];
  /** The sum of the lines' totals, in minor units. */
  total: number;
}

/** A basket line's total in minor units (the contract's `lineTotal`). */
export function basketLineTotal(line: BasketLineDto): number {
  return lineTotal(basketUnitPrice(line), line.quantity, line.offer.delivery);
}

/** The basket's lines grouped by seller, sellers in the order of their first line. */
export function groupBySeller(basket: Pick<BasketDto, 'items'>): SellerGroup[] {
  const groups = new Map<number, SellerGroup>();
  for (const line of basket.items) {
    const seller = line.offer.account;
    let group = groups.get(seller.id);
    if (!group) {
      group = { seller, lines: [], total: 0 };
      groups.set(seller.id, group);
    }
    group.lines.push(line);
    group.total += basketLineTotal(line);
  }
  return [...groups.values()];
}

/** The seller to pay: the chosen one while the basket still has them, else the first (spec 001). */
export function selectedGroup(groups: readonly SellerGroup[], chosenSellerId: number | null) {
  return groups.find((group) => group.seller.id === chosenSellerId) ?? groups[0];
}
