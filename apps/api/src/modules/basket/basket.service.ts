import {
  BASKET_LINES_MAX,
  MESSAGES,
  type BasketDto,
  type BasketLineDto,
  type Region,
} from '@marketplace/contract';
import { BadRequestError, NotFoundError, ValidationError } from '../../shared/errors.ts';
import type { OffersService } from '../offers/index.ts';
import { presentAgreedPrice, type AgreedPrice } from '../price-proposals/index.ts';
import type { BasketLineRow, BasketRepository } from './basket.repository.ts';

interface Line {
  offerId: number;
  quantity: number;
}

/** One line per offer, the larger quantity where the device sent an offer twice. */
function oneLinePerOffer(lines: Line[]): Line[] {
  const byOffer = new Map<number, number>();
  for (const { offerId, quantity } of lines)
    byOffer.set(offerId, Math.max(quantity, byOffer.get(offerId) ?? 0));
  return [...byOffer].map(([offerId, quantity]) => ({ offerId, quantity }));
}

/**
 * The signed-in user's basket (decision 060): kept on the account so it follows the user across
 * devices, read with the offers' current data, and emptied of what can no longer be bought.
 */
export function createBasketService({
  basketRepository,
  offers,
  agreedPrices,
}: {
  basketRepository: BasketRepository;
  offers: OffersService;
  /** The buyer's prices agreed with sellers that hold now (the price-proposals module's export, issue 28). */
  agreedPrices: (buyerId: number, offerIds: readonly number[]) => Promise<Map<number, AgreedPrice>>;
}) {
  /** The offers of `lines` the account may buy now (another seller's buyable products). */
  async function buyableFor(accountId: number, region: Region, lines: Line[]) {
    const buyable = await offers.buyableProducts(
      region,
      lines.map((line) => line.offerId),
    );
    for (const [id, offer] of buyable) if (offer.account.id === accountId) buyable.delete(id);
    return buyable;
  }

  async function read(accountId: number, region: Region, alsoRemoved: number[] = []): Promise<BasketDto> {
    const lines = await basketRepository.lines(accountId);
    const [buyable, agreed] = await Promise.all([
      buyableFor(accountId, region, lines),
      agreedPrices(
        accountId,
        lines.map((line) => line.offerId),
      ),
    ]);
    const items: BasketLineDto[] = [];
    const outOfDate: number[] = [];
    const lowered: BasketLineRow[] = [];
    for (const line of lines) {
      const offer = buyable.get(line.offerId);
      if (!offer) {
        outOfDate.push(line.offerId);
        continue;
      }
      // Fewer pieces left than the line asks for: the line asks for what is left.
      const quantity = Math.min(line.quantity, offer.piecesAvailable);
      if (quantity < line.quantity) lowered.push({ offerId: line.offerId, quantity });
      const price = agreed.get(line.offerId);
      items.push({ offer, quantity, agreedPrice: price ? presentAgreedPrice(price) : null });
    }
    await basketRepository.remove(accountId, outOfDate);
    for (const line of lowered) await basketRepository.put(accountId, line);
    const removedOfferIds = [...alsoRemoved, ...outOfDate];
    return {
      items,
      removedOfferIds,
      message: removedOfferIds.length > 0 ? MESSAGES.basketOffersRemoved : null,
    };
  }

  return {
    read,

    /** Adds a product of another seller, or sets its line's quantity (one line per offer). */
    async add(accountId: number, region: Region, input: Line): Promise<BasketDto> {
      const offer = (await buyableFor(accountId, region, [input])).get(input.offerId);
      if (!offer) throw new BadRequestError(MESSAGES.cannotAddToBasket);
      if (input.quantity > offer.piecesAvailable)
        throw new ValidationError({ quantity: MESSAGES.notEnoughPieces });
      const lines = await basketRepository.lines(accountId);
      const isNew = !lines.some((line) => line.offerId === input.offerId);
      // A soft bound: two adds at the same instant may pass it by one.
      if (isNew && lines.length >= BASKET_LINES_MAX) throw new BadRequestError(MESSAGES.basketFull);
      await basketRepository.put(accountId, { offerId: input.offerId, quantity: input.quantity });
      return read(accountId, region);
    },

    async remove(accountId: number, region: Region, offerId: number): Promise<BasketDto> {
      if ((await basketRepository.remove(accountId, [offerId])) === 0) throw new NotFoundError();
      return read(accountId, region);
    },

    /**
     * Joins the basket a device kept while signed out to the account's, when the user signs in:
     * lines the account lacks are added (up to the basket's size), a line both have keeps the larger
     * quantity, within the stock. What cannot be bought is left out and named in `removedOfferIds`.
     */
    async merge(accountId: number, region: Region, deviceLines: Line[]): Promise<BasketDto> {
      const wanted = oneLinePerOffer(deviceLines);
      const buyable = await buyableFor(accountId, region, wanted);
      const held = new Set((await basketRepository.lines(accountId)).map((line) => line.offerId));
      let room = BASKET_LINES_MAX - held.size;
      const accepted: Line[] = [];
      const refused: number[] = [];
      for (const line of wanted) {
        const offer = buyable.get(line.offerId);
        const fits = held.has(line.offerId) || room > 0;
        if (!offer || !fits) {
          refused.push(line.offerId);
          continue;
        }
        if (!held.has(line.offerId)) room -= 1;
        accepted.push({ offerId: line.offerId, quantity: Math.min(line.quantity, offer.piecesAvailable) });
      }
      await basketRepository.merge(accountId, accepted);
      return read(accountId, region, refused);
    },

    async clear(accountId: number): Promise<void> {
      await basketRepository.clear(accountId);
    },
  };
}

export type BasketService = ReturnType<typeof createBasketService>;
