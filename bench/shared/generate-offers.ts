import {
  LIMITS,
  type AccountType,
  type DeliveryMethod,
  type OfferType,
  type Period,
  type PriceVariant,
  type Region,
} from '@marketplace/contract';
import { EDITIONS } from '../../apps/api/src/seed/content/editions.ts';
import type {
  CatalogueItem,
  CategorySeed,
  DescriptionKit,
  SubcategorySeed,
} from '../../apps/api/src/seed/content/types.ts';
import { buildAttributes, roundPrice } from '../../apps/api/src/seed/plan.ts';
import { createRandom, type Random } from '../../apps/api/src/seed/random.ts';
import { loadPlaces, type Place } from './places.ts';
import { WORDS, type EditionWords } from './words.ts';

/**
 * Synthetic published offers for the search benchmark: the seed's catalogue items (titles, texts,
 * price ranges, attributes that fit the category's custom fields) varied with word lists, spread over
 * the edition's cities and towns and the last 25 days. Deterministic for a region and a reference time.
 */

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;
/** Share of offers in the seed's big cities; the rest are in smaller towns. */
const BIG_CITY_SHARE = 0.7;
const HIGHLIGHTED_SHARE = 0.02;
/**
 * Offers were published over this many days, so none expires during a run: the server's expiry and
 * expiring-notice jobs find nothing to do and leave the measurement alone.
 */
const PUBLISHED_SPREAD_DAYS = 25;

/** One row of the offers table, in the column order of OFFER_COLUMNS. */
export interface OfferRow {
  region: Region;
  accountId: number;
  categoryId: number;
  type: OfferType;
  title: string;
  description: string;
  attributes: Record<string, string | number>;
  priceAmount: number | null;
  quantity: number | null;
  priceVariant: PriceVariant | null;
  priceFrom: number | null;
  priceTo: number | null;
  period: Period | null;
  showSalary: boolean | null;
  salaryFrom: number | null;
  salaryTo: number | null;
  deliveryMethod: DeliveryMethod | null;
  deliveryPrice: number | null;
  hideLocation: boolean;
  street: string | null;
  city: string;
  state: string;
  postCode: string;
  lat: number;
  lon: number;
  highlightedUntil: Date | null;
  visits: number;
  publishedAt: Date;
  expiredAt: Date;
  createdAt: Date;
}

/** What the generator needs from the seeded database: sub-category ids and the sellers. */
export interface EditionContext {
  region: Region;
  /** Sub-category slug -> id. */
  categoryIds: Map<string, number>;
  sellers: { id: number; type: AccountType }[];
}

interface Source {
  top: CategorySeed;
  sub: SubcategorySeed;
  item: CatalogueItem;
  categoryId: number;
}

function sources(context: EditionContext): Source[] {
  const data = EDITIONS[context.region];
  return data.categories.flatMap((top) =>
    top.children.flatMap((sub) => {
      const categoryId = context.categoryIds.get(sub.slug);
      if (!categoryId) throw new Error(`${context.region}: the seed has no category ${sub.slug}`);
      return (data.catalogue[sub.key] ?? []).map((item) => ({ top, sub, item, categoryId }));
    }),
  );
}

function fitTitle(title: string): string {
  if (title.length <= LIMITS.offerTitleMax) return title;
  return title.slice(0, LIMITS.offerTitleMax).replace(/[\s,–-]+\S*$/, '');
}

/** Half the titles are the catalogue's own (some with a selling point), half are composed from the word lists. */
function makeTitle(
  source: Source,
  attributes: Record<string, string | number>,
  words: EditionWords,
  random: Random,
) {
  const qualifier = random.pick(words.qualifiers[source.top.key]);
  const roll = random.next();
  if (roll < 0.3) return source.item.title;
  if (roll < 0.5) return fitTitle(`${source.item.title} – ${qualifier}`);
  const noun = random.pick(words.nouns[source.sub.key] ?? [source.sub.name]);
  const brand = [attributes.brand, attributes.make].find(
    (value) => typeof value === 'string' && value.length > 1,
  );
  const maker =
    brand && !/^(other|inna|inny|inne)$/i.test(String(brand)) ? String(brand) : random.pick(words.brands);
  // 'Phone' follows a maker as 'phone'; acronyms ('LEGO set', 'SUV') keep their case.
  const inner = /^\p{Lu}{2}/u.test(noun) ? noun : noun[0]!.toLowerCase() + noun.slice(1);
  const head = words.makerFirst ? `${maker} ${inner}` : `${noun} ${maker}`;
  if (source.top.offerType === 'product' && random.chance(0.4)) {
    const colour = words.colourInTitle.replace('{colour}', random.pick(words.colours));
    return fitTitle(`${head}, ${colour} – ${qualifier}`);
  }
  return fitTitle(`${head} – ${qualifier}`);
}

function describe(
  source: Source,
  sellerType: AccountType,
  row: Pick<OfferRow, 'type' | 'priceAmount' | 'deliveryMethod' | 'attributes'>,
  place: Place,
  kit: DescriptionKit,
  words: EditionWords,
  random: Random,
): string {
  const paragraphs = [source.item.text];
  if (row.type === 'product') {
    if (row.priceAmount === 0) paragraphs.push(random.pick(kit.product.free));
    else {
      const condition = row.attributes.condition;
      const isNew =
        condition === undefined ? sellerType === 'company' : kit.newConditions.includes(String(condition));
      paragraphs.push(random.pick(isNew ? kit.product.new : kit.product.used));
      if (sellerType === 'company') paragraphs.push(random.pick(kit.product.company));
      paragraphs.push(
        random.pick(row.deliveryMethod === 'courier' ? kit.product.courier : kit.product.pickup),
      );
      if (random.chance(0.3))
        paragraphs.push(words.colourSentence.replace('{colour}', random.pick(words.colours)));
      if (sellerType === 'person') paragraphs.push(random.pick(kit.product.closing));
    }
  } else if (row.type === 'service') {
    paragraphs.push(random.pick(kit.service.details), random.pick(kit.service.closing));
  } else if (row.type === 'job_offer') {
    paragraphs.push(random.pick(kit.job.offer), random.pick(kit.job.apply));
  } else {
    paragraphs.push(random.pick(kit.realEstate.details), random.pick(kit.realEstate.closing));
  }
  return paragraphs.map((paragraph) => paragraph.replaceAll('{inCity}', place.inCity)).join('\n\n');
}

function sellerTypeOf(source: Source, random: Random): AccountType {
  if (source.item.seller) return source.item.seller;
  if (source.top.offerType === 'job_offer') return 'company';
  if (source.top.offerType === 'real_estate') return random.chance(0.5) ? 'company' : 'person';
  return random.chance(0.8) ? 'person' : 'company';
}

const minor = (major: number) => Math.round(major * 100);

function pricing(source: Source, sellerType: AccountType, courierPrices: number[], random: Random) {
  const [min, max] = source.item.price;
  const type = source.top.offerType;
  const price: Pick<
    OfferRow,
    | 'priceAmount'
    | 'quantity'
    | 'priceVariant'
    | 'priceFrom'
    | 'priceTo'
    | 'period'
    | 'showSalary'
    | 'salaryFrom'
    | 'salaryTo'
    | 'deliveryMethod'
    | 'deliveryPrice'
  > = {
    priceAmount: null,
    quantity: null,
    priceVariant: null,
    priceFrom: null,
    priceTo: null,
    period: null,
    showSalary: null,
    salaryFrom: null,
    salaryTo: null,
    deliveryMethod: null,
    deliveryPrice: null,
  };
  if (type === 'product') {
    if (source.item.free) return { ...price, priceAmount: 0, quantity: 1, deliveryMethod: 'pickup' as const };
    // Second-hand prices vary more than the catalogue's range.
    let amount = roundPrice(random.float(min * 0.6, max * 1.2));
    if (sellerType === 'company' && amount < 1000) amount -= 0.01;
    const courier = !source.item.pickupOnly && random.chance(sellerType === 'company' ? 0.95 : 0.7);
    return {
      ...price,
      priceAmount: minor(amount),
      quantity: sellerType === 'company' ? random.int(2, 20) : 1,
      deliveryMethod: courier ? ('courier' as const) : ('pickup' as const),
      deliveryPrice: courier ? minor(random.pick(courierPrices)) : null,
    };
  }
  if (type === 'real_estate') {
    return { ...price, priceAmount: minor(roundPrice(random.float(min * 0.7, max * 1.3))), quantity: 1 };
  }
  if (type === 'service') {
    const range = random.chance(0.45) && max > min;
    return {
      ...price,
      period: source.item.period ?? 'hourly',
      priceVariant: range ? ('range' as const) : ('fixed' as const),
      priceFrom: minor(range ? min : roundPrice(random.float(min, max))),
      priceTo: range ? minor(max) : null,
    };
  }
  if (!random.chance(0.8)) return { ...price, showSalary: false };
  const range = random.chance(0.65) && max > min;
  const period = source.item.period ?? 'monthly';
  return {
    ...price,
    showSalary: true,
    period,
    priceVariant: range ? ('range' as const) : ('fixed' as const),
    salaryFrom: minor(
      range
        ? min
        : period === 'hourly'
          ? Math.round(random.float(min, max))
          : roundPrice(random.float(min, max)),
    ),
    salaryTo: range ? minor(max) : null,
  };
}

/** Yields `count` offers for the edition, generated lazily so a million rows never sit in memory at once. */
export function* generateOffers(context: EditionContext, count: number, now: Date): Generator<OfferRow> {
  const random = createRandom(`search-bench-${context.region}`);
  const data = EDITIONS[context.region];
  const words = WORDS[context.region];
  const places = loadPlaces(context.region);
  const all = sources(context);
  const sellersByType = {
    person: context.sellers.filter((seller) => seller.type === 'person'),
    company: context.sellers.filter((seller) => seller.type === 'company'),
  };
  for (let n = 0; n < count; n++) {
    const source = random.pick(all);
    const sellerType = sellerTypeOf(source, random);
    const seller = random.pick(
      sellersByType[sellerType].length ? sellersByType[sellerType] : context.sellers,
    );
    const attributes = buildAttributes(source.sub.fields, source.item, sellerType, random);
    const place = random.chance(BIG_CITY_SHARE) ? random.pick(places.cities) : random.pick(places.towns);
    const price = pricing(source, sellerType, data.courierPrices, random);
    const publishedAt = new Date(now.getTime() - random.int(10, PUBLISHED_SPREAD_DAYS * 24 * 60) * MINUTE);
    const hideLocation = random.chance(0.06);
    const street = random.pick(place.streets);
    const row: OfferRow = {
      region: context.region,
      accountId: seller.id,
      categoryId: source.categoryId,
      type: source.top.offerType,
      title: makeTitle(source, attributes, words, random),
      description: '',
      attributes,
      ...price,
      hideLocation,
      street: hideLocation
        ? null
        : context.region === 'us'
          ? `${random.int(10, 2999)} ${street}`
          : `${street} ${random.int(1, 160)}`,
      city: place.name,
      state: place.state,
      postCode: place.postCode,
      lat: hideLocation ? place.lat : Math.round((place.lat + random.float(-0.03, 0.03)) * 1e6) / 1e6,
      lon: hideLocation ? place.lon : Math.round((place.lon + random.float(-0.04, 0.04)) * 1e6) / 1e6,
      highlightedUntil: random.chance(HIGHLIGHTED_SHARE)
        ? new Date(now.getTime() + random.int(1, 10) * DAY)
        : null,
      visits: random.int(0, 400),
      publishedAt,
      expiredAt: new Date(publishedAt.getTime() + LIMITS.offerValidityDays * DAY),
      createdAt: new Date(publishedAt.getTime() - random.int(2, 90) * MINUTE),
    };
    row.description = describe(source, sellerType, row, place, data.descriptions, words, random);
    yield row;
  }
}
