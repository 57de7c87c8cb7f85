import {
  displayName,
  metaDescriptionOf,
  OFFER_MAIN_PHOTO_SIZES,
  offerPhotoSrcSet,
  REGION_SETTINGS,
  REGIONS,
  type PublicProfileDto,
  type Region,
  type StaticPageDto,
} from '@marketplace/contract';
import { NotFoundError } from '../../shared/errors.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { CategoriesService } from '../categories/index.ts';
import type { OffersService } from '../offers/index.ts';
import type { PagesService } from '../pages/index.ts';
import type { PageHead } from './seo.head.ts';
import { matchPageRoute, type PageMatch } from './seo.page-routes.ts';
import { SEO_TEXTS, type SeoTexts } from './seo.texts.ts';

type OfferDetail = Awaited<ReturnType<OffersService['detail']>>;

/** A phrase longer than this is cut in the title (a search URL can carry any text). */
const PHRASE_IN_TITLE_MAX = 80;
/** The contact page shows even before the edition writes one (apps/web static-page.tsx). */
const CONTACT_SLUG = 'contact-us';
/** Search parameters that keep a search page indexable: a category's listing and its pages. */
const INDEXABLE_SEARCH_PARAMS = new Set(['categoryId', 'page']);

export interface PageMetaDependencies {
  offers: Pick<OffersService, 'detail' | 'statusOf'>;
  categories: Pick<CategoriesService, 'find'>;
  pages: Pick<PagesService, 'page'>;
  accounts: Pick<AccountsService, 'publicProfile'>;
  publicOrigin: (region: Region) => string;
}

/** Null for a 404 of the service asked; anything else goes on. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/** Static pages are sanitised HTML; their description is their text. */
function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** `12.50` from 1250 minor units (both editions' currencies have two decimals). */
const decimalPrice = (minor: number) => (minor / 100).toFixed(2);

/** Resolves the head of each page of the web app from the route and the edition's data. */
export function createPageMetaService(deps: PageMetaDependencies) {
  const { offers, categories, pages, accounts, publicOrigin } = deps;

  function editionOf(region: Region) {
    const settings = REGION_SETTINGS[region];
    const texts = SEO_TEXTS[settings.language];
    const origin = publicOrigin(region);
    const base = {
      lang: settings.language,
      ogLocale: settings.locale.replace('-', '_'),
      siteName: texts.siteName,
      ogType: 'website' as const,
    };
    const absolute = (url: string) => new URL(url, `${origin}/`).href;
    return { region, settings, texts, origin, base, absolute };
  }
  type Edition = ReturnType<typeof editionOf>;

  const notFound = ({ base, texts }: Edition): PageHead => ({
    ...base,
    status: 404,
    title: texts.title(texts.notFoundTitle),
    shareTitle: texts.notFoundTitle,
    description: texts.siteDescription,
    robots: 'noindex',
  });

  /** The same path in every edition, for pages that exist in all of them. */
  const alternatesOf = (path: string) => [
    ...REGIONS.map((region) => ({
      hreflang: REGION_SETTINGS[region].locale,
      href: `${publicOrigin(region)}${path}`,
    })),
    { hreflang: 'x-default', href: `${publicOrigin('us')}${path}` },
  ];

  async function offerPage(edition: Edition, id: number): Promise<PageHead> {
    const { region, base, texts, origin, absolute } = edition;
    const offer = await orNull(offers.detail(region, id, null, { publishedOnly: true }));
    if (!offer) {
      // Closed offers are gone for good; drafts and other editions' offers do not exist here.
      if ((await offers.statusOf(region, id)) !== 'closed') return notFound(edition);
      return {
        ...base,
        status: 410,
        title: texts.title(texts.goneTitle),
        shareTitle: texts.goneTitle,
        description: texts.goneDescription,
        robots: 'noindex',
      };
    }
    const canonical = `${origin}/offer/${offer.id}`;
    const images = offer.images.map((image) => absolute(image.big));
    const [photo] = offer.images;
    return {
      ...base,
      status: 200,
      title: texts.title(offer.title),
      shareTitle: offer.title,
      description: metaDescriptionOf(offer.description) || texts.siteDescription,
      canonical,
      ogType: 'product',
      image: images[0],
      jsonLd: offer.type === 'job_offer' ? undefined : productJsonLd(edition, offer, canonical, images),
      // The page's largest paint, requested before the app's code (same renditions as the gallery).
      preloadImage: photo && {
        href: photo.medium,
        srcset: offerPhotoSrcSet(photo),
        sizes: OFFER_MAIN_PHOTO_SIZES,
      },
    };
  }

  function productJsonLd(edition: Edition, offer: OfferDetail, url: string, images: string[]) {
    const currency = edition.settings.currency;
    const seller = {
      '@type': offer.account.type === 'company' ? 'Organization' : 'Person',
      name: displayName(offer.account),
      url: `${edition.origin}/user/${offer.account.id}`,
    };
    const inStock = offer.type !== 'product' || (offer.quantity ?? 0) > 0;
    const availability = `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`;
    let offerLd: object | undefined;
    if (offer.price) {
      offerLd = {
        '@type': 'Offer',
        url,
        price: decimalPrice(offer.price.amount),
        priceCurrency: currency,
        availability,
        seller,
      };
    } else if (offer.priceFrom !== null) {
      offerLd = {
        '@type': 'AggregateOffer',
        url,
        lowPrice: decimalPrice(offer.priceFrom),
        ...(offer.priceTo !== null ? { highPrice: decimalPrice(offer.priceTo) } : {}),
        priceCurrency: currency,
        offerCount: 1,
        availability,
        seller,
      };
    }
    return {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: offer.title,
      description: offer.description,
      sku: String(offer.id),
      url,
      ...(images.length > 0 ? { image: images } : {}),
      category: offer.category.path.map((node) => node.name).join(' > '),
      ...(offerLd ? { offers: offerLd } : {}),
    };
  }

  async function searchPage(edition: Edition, query: URLSearchParams): Promise<PageHead> {
    const { region, base, texts, origin } = edition;
    const phrase = (query.get('phrase') ?? '').replace(/\s+/g, ' ').trim();
    const rawCategory = query.get('categoryId') ?? '';
    const categoryId = /^\d{1,9}$/.test(rawCategory) ? Number(rawCategory) : null;
    const category = categoryId === null ? null : await orNull(categories.find(region, categoryId));
    const page = Number(query.get('page'));
    const canonicalQuery = new URLSearchParams();
    if (phrase) canonicalQuery.set('phrase', phrase);
    if (category) canonicalQuery.set('categoryId', String(category.category.id));
    if (Number.isInteger(page) && page > 1) canonicalQuery.set('page', String(page));
    const canonical = `${origin}/search${canonicalQuery.size > 0 ? `?${canonicalQuery}` : ''}`;
    // Phrases and filters make an endless space of thin pages (and a phrase is any text anyone puts
    // in a link): they are followed, not indexed. A category's listing is a page of its own.
    const indexable =
      !phrase &&
      (rawCategory === '' || category !== null) &&
      [...query.keys()].every((key) => INDEXABLE_SEARCH_PARAMS.has(key));
    const robots = indexable ? undefined : ('noindex, follow' as const);
    if (phrase) {
      const shown =
        phrase.length > PHRASE_IN_TITLE_MAX ? `${phrase.slice(0, PHRASE_IN_TITLE_MAX - 1)}…` : phrase;
      const heading = texts.searchResultsFor(shown);
      return {
        ...base,
        status: 200,
        title: texts.title(heading),
        shareTitle: heading,
        description: texts.searchDescription(shown),
        canonical,
        robots,
      };
    }
    if (category) {
      const name = category.category.name;
      return {
        ...base,
        status: 200,
        title: texts.title(name),
        shareTitle: name,
        description: texts.categoryDescription(name),
        canonical,
        robots,
      };
    }
    return {
      ...base,
      status: 200,
      title: texts.title(texts.searchTitle),
      shareTitle: texts.searchTitle,
      description: texts.siteDescription,
      canonical,
      robots,
    };
  }

  async function sellerPage(edition: Edition, id: number): Promise<PageHead> {
    const { region, base, texts, origin, absolute } = edition;
    const profile: PublicProfileDto | null = await orNull(accounts.publicProfile(id, region));
    if (!profile) return notFound(edition);
    return {
      ...base,
      status: 200,
      title: texts.title(profile.friendlyName),
      shareTitle: profile.friendlyName,
      description: texts.sellerDescription(profile.friendlyName),
      canonical: `${origin}/user/${profile.id}`,
      ogType: 'profile',
      image: profile.avatar ? absolute(profile.avatar) : undefined,
    };
  }

  async function staticPage(edition: Edition, match: PageMatch): Promise<PageHead> {
    const { region, base, texts, origin } = edition;
    const slug = match.params.slug!;
    const others = REGIONS.filter((other) => other !== region);
    const [page, ...inOthers] = await Promise.all([
      orNull(pages.page(region, slug)),
      ...others.map((other) => orNull(pages.page(other, slug))),
    ]);
    const isContact = slug === CONTACT_SLUG;
    if (!page && !isContact) return notFound(edition);
    const shown: Pick<StaticPageDto, 'title' | 'content'> = page ?? {
      title: texts.contactTitle,
      content: '',
    };
    const everywhere = isContact || inOthers.every((other) => other !== null);
    return {
      ...base,
      status: 200,
      title: texts.title(shown.title),
      shareTitle: shown.title,
      description: metaDescriptionOf(textOfHtml(shown.content)) || texts.siteDescription,
      canonical: `${origin}${match.path}`,
      alternates: everywhere ? alternatesOf(match.path) : undefined,
    };
  }

  function homePage({ base, texts, origin }: Edition): PageHead {
    return {
      ...base,
      status: 200,
      title: texts.homeTitle,
      shareTitle: texts.homeTitle,
      description: texts.siteDescription,
      canonical: `${origin}/`,
      alternates: alternatesOf('/'),
    };
  }

  /** Sign-in flows, the signed-in area and screens still to come: one generic head, never indexed. */
  const appPage = ({ base, texts, origin }: Edition, match: PageMatch): PageHead => ({
    ...base,
    status: 200,
    title: texts.siteName,
    shareTitle: texts.siteName,
    description: texts.siteDescription,
    canonical: `${origin}${match.path}`,
    robots: 'noindex',
  });

  /** A host without an edition shows the edition picker (docs/decisions/008): generic, never indexed. */
  function withoutEdition(match: PageMatch | undefined): PageHead {
    const texts: SeoTexts = SEO_TEXTS.en;
    return {
      status: match ? 200 : 404,
      lang: 'en',
      title: texts.siteName,
      shareTitle: texts.siteName,
      description: texts.siteDescription,
      robots: 'noindex',
      ogType: 'website',
      ogLocale: 'en_US',
      siteName: texts.siteName,
    };
  }

  return {
    /** The head (and status) of the page at `url` (path and query) in the edition. */
    async resolve(region: Region | undefined, url: string): Promise<PageHead> {
      const queryAt = url.indexOf('?');
      const path = queryAt < 0 ? url : url.slice(0, queryAt);
      const query = new URLSearchParams(queryAt < 0 ? '' : url.slice(queryAt + 1));
      const match = matchPageRoute(path);
      if (!region) return withoutEdition(match);
      const edition = editionOf(region);
      if (!match) return notFound(edition);
      switch (match.kind) {
        case 'home':
          return homePage(edition);
        case 'offer':
          return offerPage(edition, Number(match.params.id));
        case 'search':
          return searchPage(edition, query);
        case 'seller':
          return sellerPage(edition, Number(match.params.id));
        case 'static':
          return staticPage(edition, match);
        case 'app':
          return appPage(edition, match);
      }
    },

    /** A generic head answered with 503 when the page's data could not be read. */
    unavailable(region: Region | undefined): PageHead {
      const head = region
        ? appPage(editionOf(region), { kind: 'app', path: '/', params: {} })
        : withoutEdition(undefined);
      return { ...head, status: 503, canonical: undefined };
    },
  };
}

export type PageMetaService = ReturnType<typeof createPageMetaService>;
