import type { Language } from '@marketplace/contract';

/** What the server writes into a page's head, in the edition's language (no English in the Polish one). */
export interface SeoTexts {
  siteName: string;
  /** `{page} · Marketplace`, as the web app titles its tabs. */
  title(page: string): string;
  homeTitle: string;
  siteDescription: string;
  searchTitle: string;
  searchResultsFor(phrase: string): string;
  searchDescription(phrase: string): string;
  categoryDescription(category: string): string;
  sellerDescription(seller: string): string;
  contactTitle: string;
  notFoundTitle: string;
  goneTitle: string;
  goneDescription: string;
}

const SITE = 'Marketplace';

export const SEO_TEXTS: Record<Language, SeoTexts> = {
  en: {
    siteName: SITE,
    title: (page) => `${page} · ${SITE}`,
    homeTitle: `${SITE}: buy and sell near you`,
    siteDescription: 'Buy and sell near you: products, services, jobs and real estate.',
    searchTitle: 'Search',
    searchResultsFor: (phrase) => `Results for “${phrase}”`,
    searchDescription: (phrase) =>
      `Offers matching “${phrase}” on ${SITE}: products, services, jobs and real estate.`,
    categoryDescription: (category) => `${category}: browse the newest offers near you on ${SITE}.`,
    sellerDescription: (seller) => `Offers from ${seller} on ${SITE}.`,
    contactTitle: 'Contact us',
    notFoundTitle: 'Page not found',
    goneTitle: 'This offer has ended',
    goneDescription: 'The seller has closed this offer. Browse similar offers near you.',
  },
  pl: {
    siteName: SITE,
    title: (page) => `${page} · ${SITE}`,
    homeTitle: `${SITE}: kupuj i sprzedawaj w okolicy`,
    siteDescription: 'Kupuj i sprzedawaj w okolicy: produkty, usługi, praca i nieruchomości.',
    searchTitle: 'Wyszukiwanie',
    searchResultsFor: (phrase) => `Wyniki dla „${phrase}”`,
    searchDescription: (phrase) =>
      `Ogłoszenia pasujące do „${phrase}” w serwisie ${SITE}: produkty, usługi, praca i nieruchomości.`,
    categoryDescription: (category) =>
      `${category}: przeglądaj najnowsze ogłoszenia w okolicy w serwisie ${SITE}.`,
    sellerDescription: (seller) => `Ogłoszenia użytkownika ${seller} w serwisie ${SITE}.`,
    contactTitle: 'Kontakt',
    notFoundTitle: 'Nie znaleziono strony',
    goneTitle: 'To ogłoszenie zostało zakończone',
    goneDescription: 'Sprzedający zakończył to ogłoszenie. Zobacz podobne ogłoszenia w okolicy.',
  },
};
