import type {
  AccountType,
  DeliveryMethod,
  OfferStatus,
  OfferType,
  Period,
  PriceVariant,
  Region,
} from '@marketplace/contract';
import { defaultShowExactAddress, LIMITS } from '@marketplace/contract';
import type {
  AccountSeed,
  CatalogueItem,
  CategorySeed,
  CitySeed,
  DescriptionKit,
  EditionData,
  FieldSeed,
  SubcategorySeed,
  TopCategoryKey,
} from './content/types.ts';
import { generateEin, generateNip } from './identifiers.ts';
import { PALETTE_VARIANTS } from './images.ts';
import type { IconName } from './icons.ts';
import { createRandom, type Random } from './random.ts';

/**
 * Turns an edition's data into rows to insert: pure and deterministic for a given reference time,
 * so the same seed always produces the same marketplace (only the dates move with `now`).
 */

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;
/** Published offers spread over this many days before the reference time. */
const PUBLISHED_SPREAD_DAYS = 25;
const HIGHLIGHTED_OFFERS = 10;
const EXTRA_PHOTO_OFFERS = 6;
/** The fixed demo persons get drafts and closed offers too. */
const DEMO_PERSONS = ['anna', 'jan'];
const DRAFTS_PER_DEMO_PERSON = 2;
const CLOSED_PER_DEMO_PERSON = 2;

export type Attributes = Record<string, string | number>;

export interface PlannedPhoto {
  fileId: string;
  storageKey: string;
  originalName: string;
  position: number;
  icon: IconName;
  palette: TopCategoryKey;
  variant: number;
}

export interface PlannedOffer {
  /** Sub-category key. */
  category: string;
  topCategory: TopCategoryKey;
  account: string;
  type: OfferType;
  status: OfferStatus;
  title: string;
  description: string;
  attributes: Attributes;
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
  /** Others see the street and the pin (decision 082), or the town and an area. */
  showExactAddress: boolean;
  street: string | null;
  apartmentNumber: string | null;
  city: string;
  state: string;
  postCode: string;
  lat: number | null;
  lon: number | null;
  highlightedUntil: Date | null;
  extraPhotos: boolean;
  visits: number;
  publishedAt: Date | null;
  expiredAt: Date | null;
  closedAt: Date | null;
  createdAt: Date;
  photos: PlannedPhoto[];
}

export interface PlannedAccount {
  seed: AccountSeed;
  phone: string;
  street: string;
  apartmentNumber: string | null;
  city: CitySeed;
  vatId: string | null;
  createdAt: Date;
  lastLoggedInAt: Date;
  avatar: { fileId: string; storageKey: string; initials: string; palette: TopCategoryKey } | null;
}

export interface EditionPlan {
  region: Region;
  accounts: PlannedAccount[];
  offers: PlannedOffer[];
}

export function roundPrice(value: number): number {
  const step =
    value < 20 ? 1 : value < 200 ? 5 : value < 1000 ? 10 : value < 10_000 ? 50 : value < 100_000 ? 500 : 5000;
  return Math.max(step, Math.round(value / step) * step);
}

function toMinor(major: number): number {
  return Math.round(major * 100);
}

function drawNumber(field: FieldSeed, range: readonly [number, number], random: Random): number {
  const step = field.step ?? 1;
  const [min, max] = range;
  const steps = Math.floor((max - min) / step);
  const value = min + random.int(0, steps) * step;
  return field.type === 'integer' ? Math.round(value) : Math.round(value * 100) / 100;
}

/** Fills the category's custom fields from the catalogue item, drawing the rest; refuses data that breaks a field. */
export function buildAttributes(
  fields: FieldSeed[],
  item: CatalogueItem,
  sellerType: AccountType,
  random: Random,
): Attributes {
  const given = item.attributes ?? {};
  for (const name of Object.keys(given)) {
    if (!fields.some((field) => field.name === name))
      throw new Error(`"${item.title}": attribute ${name} is not a field of its category`);
  }
  const attributes: Attributes = {};
  for (const field of fields) {
    let value: string | number | undefined = given[field.name];
    if (value === undefined) {
      if (field.name === 'condition' && field.enum) {
        // Shops sell new stock; people sell mostly used things, never "for parts" unless the item says so.
        value = sellerType === 'company' ? field.enum[0] : random.chance(0.4) ? field.enum[1] : field.enum[2];
      } else if (field.fill === 'random' && field.enum) {
        value = random.pick(field.enum);
      } else if (Array.isArray(field.fill) && (field.required || random.chance(0.85))) {
        value = drawNumber(field, field.fill as readonly [number, number], random);
      } else if (field.default !== undefined && (field.required || random.chance(0.5))) {
        value = field.default;
      } else if (field.required) {
        throw new Error(`"${item.title}": the required attribute ${field.name} has no value`);
      }
    }
    if (value === undefined) continue;
    if (field.enum && !field.enum.includes(String(value)))
      throw new Error(`"${item.title}": ${field.name}=${value} is not one of its values`);
    if (field.type === 'string' && typeof value !== 'string')
      throw new Error(`"${item.title}": ${field.name} must be text`);
    if (field.type !== 'string' && typeof value !== 'number')
      throw new Error(`"${item.title}": ${field.name} must be a number`);
    if (field.type === 'integer' && !Number.isInteger(value))
      throw new Error(`"${item.title}": ${field.name} must be an integer`);
    attributes[field.name] = value;
  }
  return attributes;
}

interface ItemRef {
  item: CatalogueItem;
  top: CategorySeed;
  sub: SubcategorySeed;
  /** Position of the item within its sub-category, which picks the artwork variant. */
  index: number;
}

function catalogueItems(data: EditionData): ItemRef[] {
  const refs: ItemRef[] = [];
  const titles = new Set<string>();
  for (const top of data.categories) {
    for (const sub of top.children) {
      const items = data.catalogue[sub.key];
      if (!items?.length) throw new Error(`${data.region}: no catalogue items for ${sub.key}`);
      items.forEach((item, index) => {
        if (item.title.length > LIMITS.offerTitleMax)
          throw new Error(`${data.region}: title over ${LIMITS.offerTitleMax} characters: ${item.title}`);
        if (titles.has(item.title)) throw new Error(`${data.region}: duplicate title ${item.title}`);
        titles.add(item.title);
        refs.push({ item, top, sub, index });
      });
    }
  }
  const known = new Set(data.categories.flatMap((top) => top.children.map((sub) => sub.key)));
  for (const key of Object.keys(data.catalogue))
    if (!known.has(key)) throw new Error(`${data.region}: catalogue key ${key} has no category`);
  return refs;
}

function fillCity(text: string, city: CitySeed): string {
  return text.replaceAll('{inCity}', city.inCity);
}

function describe(
  ref: ItemRef,
  offer: Pick<PlannedOffer, 'type' | 'attributes' | 'deliveryMethod' | 'priceAmount'>,
  sellerType: AccountType,
  city: CitySeed,
  kit: DescriptionKit,
  random: Random,
): string {
  const paragraphs = [ref.item.text];
  if (offer.type === 'product') {
    if (offer.priceAmount === 0) paragraphs.push(random.pick(kit.product.free));
    else {
      const condition = offer.attributes.condition;
      const isNew =
        condition === undefined ? sellerType === 'company' : kit.newConditions.includes(String(condition));
      paragraphs.push(random.pick(isNew ? kit.product.new : kit.product.used));
      if (sellerType === 'company') paragraphs.push(random.pick(kit.product.company));
      paragraphs.push(
        random.pick(offer.deliveryMethod === 'courier' ? kit.product.courier : kit.product.pickup),
      );
      if (sellerType === 'person') paragraphs.push(random.pick(kit.product.closing));
    }
  } else if (offer.type === 'service') {
    paragraphs.push(random.pick(kit.service.details), random.pick(kit.service.closing));
  } else if (offer.type === 'job_offer') {
    paragraphs.push(random.pick(kit.job.offer), random.pick(kit.job.apply));
  } else {
    paragraphs.push(random.pick(kit.realEstate.details), random.pick(kit.realEstate.closing));
  }
  return paragraphs.map((paragraph) => fillCity(paragraph, city)).join('\n\n');
}

function streetAddress(region: Region, city: CitySeed, random: Random): string {
  const street = random.pick(city.streets);
  return region === 'us' ? `${random.int(10, 2999)} ${street}` : `${street} ${random.int(1, 160)}`;
}

/** Monogram of a company name: "Acme Home & Electronics" -> "AH", "PolMarket sp. z o.o." -> "PM". */
export function initialsOf(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter((word) => /^\p{Lu}/u.test(word));
  const initials =
    words.length > 1
      ? words
          .slice(0, 2)
          .map((word) => word[0])
          .join('')
      : ((words[0] ?? name)
          .match(/\p{Lu}/gu)
          ?.slice(0, 2)
          .join('') ?? '');
  return (initials.length > 1 ? initials : name.slice(0, 2)).toUpperCase();
}

function planAccounts(data: EditionData, random: Random, now: Date): PlannedAccount[] {
  return data.accounts.map((seed, index) => {
    const city = data.cities[seed.city];
    if (!city) throw new Error(`${data.region}: account ${seed.username} has no city ${seed.city}`);
    const createdAt = new Date(now.getTime() - random.int(60, 720) * DAY - random.int(0, 1440) * MINUTE);
    const avatarId = seed.type === 'company' ? random.uuid() : null;
    return {
      seed,
      phone: data.phone(index, city),
      street: streetAddress(data.region, city, random),
      apartmentNumber: random.chance(0.4) ? String(random.int(1, 60)) : null,
      city,
      vatId:
        seed.type === 'company' ? (data.region === 'pl' ? generateNip(random) : generateEin(random)) : null,
      createdAt,
      lastLoggedInAt: new Date(now.getTime() - random.int(5, 5 * 24 * 60) * MINUTE),
      avatar:
        avatarId && seed.companyName
          ? {
              fileId: avatarId,
              storageKey: `avatars/${avatarId}`,
              initials: initialsOf(seed.companyName),
              palette: seed.focus?.[0] ?? 'services',
            }
          : null,
    };
  });
}

/** Who posts an item: a pinned account, a company that sells in the category, or a private person. */
function pickSeller(ref: ItemRef, accounts: PlannedAccount[], random: Random): PlannedAccount {
  const byName = (username: string) => {
    const found = accounts.find((account) => account.seed.username === username);
    if (!found) throw new Error(`unknown account ${username}`);
    return found;
  };
  if (ref.item.account) return byName(ref.item.account);
  const users = accounts.filter((account) => account.seed.role !== 'admin');
  const persons = users.filter((account) => account.seed.type === 'person');
  // The fixed demo persons count twice, so their "My offers" pages are well filled.
  const weightedPersons = persons.flatMap((account) =>
    DEMO_PERSONS.includes(account.seed.username) ? [account, account] : [account],
  );
  const companies = users.filter((account) => account.seed.type === 'company');
  const focused = companies.filter((account) => account.seed.focus?.includes(ref.top.key));
  let sellerType = ref.item.seller;
  if (!sellerType) {
    if (ref.top.offerType === 'job_offer') sellerType = 'company';
    else if (ref.top.offerType === 'real_estate') sellerType = random.chance(0.5) ? 'company' : 'person';
    else sellerType = 'person';
  }
  if (sellerType === 'person') return random.pick(weightedPersons);
  if (ref.top.offerType === 'job_offer') {
    const agencies = companies.filter(
      (account) => account.seed.focus?.length === 1 && account.seed.focus[0] === 'jobs',
    );
    return random.pick(
      agencies.length && random.chance(0.6) ? agencies : focused.length ? focused : companies,
    );
  }
  return random.pick(focused.length ? focused : companies);
}

function offerCity(seller: PlannedAccount, cities: CitySeed[], random: Random): CitySeed {
  // People sell where they live; businesses serve several cities.
  return seller.seed.type === 'person' && random.chance(0.7) ? seller.city : random.pick(cities);
}

function planPhotos(ref: ItemRef, count: number, random: Random): PlannedPhoto[] {
  return Array.from({ length: count }, (_, position) => {
    const fileId = random.uuid();
    return {
      fileId,
      storageKey: `offers/${fileId}`,
      originalName: `photo-${position + 1}.jpg`,
      position,
      icon: ref.sub.icon,
      palette: ref.top.key,
      variant: (ref.index + position) % PALETTE_VARIANTS,
    };
  });
}

function planOffer(
  data: EditionData,
  ref: ItemRef,
  seller: PlannedAccount,
  status: OfferStatus,
  dates: Pick<PlannedOffer, 'publishedAt' | 'expiredAt' | 'closedAt' | 'createdAt'>,
  random: Random,
): PlannedOffer {
  const { item, top, sub } = ref;
  const sellerType = seller.seed.type;
  const type = top.offerType;
  const attributes = buildAttributes(sub.fields, item, sellerType, random);
  const [min, max] = item.price;
  const offer: Omit<PlannedOffer, 'description' | 'photos'> = {
    category: sub.key,
    topCategory: top.key,
    account: seller.seed.username,
    type,
    status,
    title: item.title,
    attributes,
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
    hideLocation: false,
    showExactAddress: false,
    street: null,
    apartmentNumber: null,
    city: '',
    state: '',
    postCode: '',
    lat: null,
    lon: null,
    highlightedUntil: null,
    extraPhotos: false,
    visits: 0,
    ...dates,
  };

  if (type === 'product') {
    if (item.free) {
      offer.priceAmount = 0;
      offer.quantity = 1;
      offer.deliveryMethod = 'pickup';
    } else {
      let price = roundPrice(random.float(min, max));
      if (sellerType === 'company' && price < 1000) price -= 0.01;
      offer.priceAmount = toMinor(price);
      offer.quantity = sellerType === 'company' ? random.int(2, 20) : random.chance(0.15) ? 2 : 1;
      const courier = !item.pickupOnly && random.chance(sellerType === 'company' ? 0.95 : 0.7);
      offer.deliveryMethod = courier ? 'courier' : 'pickup';
      offer.deliveryPrice = courier ? toMinor(random.pick(data.courierPrices)) : null;
    }
  } else if (type === 'real_estate') {
    offer.priceAmount = toMinor(roundPrice(random.float(min, max)));
    offer.quantity = 1;
  } else if (type === 'service') {
    offer.period = item.period ?? 'hourly';
    if (random.chance(0.45) && max > min) {
      offer.priceVariant = 'range';
      offer.priceFrom = toMinor(min);
      offer.priceTo = toMinor(max);
    } else {
      offer.priceVariant = 'fixed';
      offer.priceFrom = toMinor(roundPrice(random.float(min, max)));
    }
  } else {
    offer.showSalary = random.chance(0.8);
    if (offer.showSalary) {
      offer.period = item.period ?? 'monthly';
      const hourly = offer.period === 'hourly';
      if (random.chance(0.65) && max > min) {
        offer.priceVariant = 'range';
        offer.salaryFrom = toMinor(min);
        offer.salaryTo = toMinor(max);
      } else {
        offer.priceVariant = 'fixed';
        offer.salaryFrom = toMinor(
          hourly ? Math.round(random.float(min, max)) : roundPrice(random.float(min, max)),
        );
      }
    }
  }

  const city = offerCity(seller, data.cities, random);
  offer.city = city.name;
  offer.state = city.state;
  offer.postCode = city.postCode;
  // A few sellers hide the exact place: the offer keeps its city (for search) but no street or pin.
  offer.hideLocation = status === 'published' && random.chance(0.06);
  // Companies and real estate show the exact address; private persons the town and an area, but
  // one offer in ten of theirs shows the address the seller chose to give (decision 082). Taken
  // from the offer's index, not the random stream, so the rest of the demo data stays as it was.
  offer.showExactAddress = defaultShowExactAddress(sellerType, type) || ref.index % 10 === 3;
  if (offer.hideLocation) {
    offer.lat = city.lat;
    offer.lon = city.lon;
  } else {
    offer.street = streetAddress(data.region, city, random);
    offer.apartmentNumber =
      (sub.key.startsWith('apartments') || random.chance(0.15)) && random.chance(0.7)
        ? String(random.int(1, 80))
        : null;
    offer.lat = Math.round((city.lat + random.float(-0.03, 0.03)) * 1e6) / 1e6;
    offer.lon = Math.round((city.lon + random.float(-0.04, 0.04)) * 1e6) / 1e6;
  }

  const description = describe(ref, offer, sellerType, city, data.descriptions, random);
  const photoCount = random.pick([1, 2, 2, 3, 3]);
  return { ...offer, description, photos: planPhotos(ref, photoCount, random) };
}

export function planEdition(data: EditionData, now: Date): EditionPlan {
  const random = createRandom(`marketplace-demo-${data.region}`);
  const accounts = planAccounts(data, random, now);
  const refs = random.shuffle(catalogueItems(data));

  // Person-posted products (not free) are set aside for the demo persons' drafts and closed offers.
  const reservedCount = DEMO_PERSONS.length * (DRAFTS_PER_DEMO_PERSON + CLOSED_PER_DEMO_PERSON);
  const reserved = refs
    .filter(
      (ref) => ref.top.offerType === 'product' && !ref.item.seller && !ref.item.free && !ref.item.account,
    )
    .slice(0, reservedCount);
  const published = refs.filter((ref) => !reserved.includes(ref));

  const offers: PlannedOffer[] = published.map((ref) => {
    const publishedAt = new Date(now.getTime() - random.int(10, PUBLISHED_SPREAD_DAYS * 24 * 60) * MINUTE);
    return planOffer(
      data,
      ref,
      pickSeller(ref, accounts, random),
      'published',
      {
        publishedAt,
        createdAt: new Date(publishedAt.getTime() - random.int(2, 90) * MINUTE),
        expiredAt: new Date(publishedAt.getTime() + LIMITS.offerValidityDays * DAY),
        closedAt: null,
      },
      random,
    );
  });
  for (const offer of offers) {
    const days = (now.getTime() - offer.publishedAt!.getTime()) / DAY;
    offer.visits = random.int(3, 40) + Math.round(days * random.int(3, 30));
  }
  for (const offer of random.shuffle(offers).slice(0, HIGHLIGHTED_OFFERS)) {
    offer.highlightedUntil = new Date(now.getTime() + random.int(1, 10) * DAY + random.int(0, 1440) * MINUTE);
  }
  for (const offer of random.shuffle(offers).slice(0, EXTRA_PHOTO_OFFERS)) {
    offer.extraPhotos = true;
    offer.photos = planPhotos(
      refs.find((ref) => ref.item.title === offer.title)!,
      PALETTE_VARIANTS,
      random,
    );
  }

  reserved.forEach((ref, i) => {
    const username = DEMO_PERSONS[Math.floor(i / (DRAFTS_PER_DEMO_PERSON + CLOSED_PER_DEMO_PERSON))]!;
    const seller = accounts.find((account) => account.seed.username === username)!;
    const isDraft = i % (DRAFTS_PER_DEMO_PERSON + CLOSED_PER_DEMO_PERSON) < DRAFTS_PER_DEMO_PERSON;
    if (isDraft) {
      offers.push(
        planOffer(
          data,
          ref,
          seller,
          'draft',
          {
            publishedAt: null,
            expiredAt: null,
            closedAt: null,
            createdAt: new Date(now.getTime() - random.int(60, 10 * 24 * 60) * MINUTE),
          },
          random,
        ),
      );
    } else {
      const publishedAt = new Date(now.getTime() - random.int(35, 70) * DAY);
      const offer = planOffer(
        data,
        ref,
        seller,
        'closed',
        {
          publishedAt,
          createdAt: new Date(publishedAt.getTime() - random.int(2, 90) * MINUTE),
          expiredAt: new Date(publishedAt.getTime() + LIMITS.offerValidityDays * DAY),
          closedAt: new Date(publishedAt.getTime() + random.int(2, 20) * DAY),
        },
        random,
      );
      offer.visits = random.int(40, 400);
      offers.push(offer);
    }
  });

  return { region: data.region, accounts, offers };
}
