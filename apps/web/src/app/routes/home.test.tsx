import type { AdvertisementDto, HomeDto } from '@marketplace/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { offerListItem } from '#web/test/offer-fixtures.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { serveApi } from '#web/test/serve-api.ts';
import { addOfferPath, HomeRoute, smallListSize } from './home.tsx';

const offer = (id: number) => offerListItem({ id, price: { amount: 1000 * id, currency: 'USD' } });

const HOME: HomeDto = {
  newestOffers: Array.from({ length: 15 }, (_, index) => offer(index + 1)),
  popularCategories: [],
  companies: [],
};

const betweenOffersAdvert: AdvertisementDto = {
  id: 1,
  area: 'web_between_offers',
  imageUrl: '/media/adverts/1.webp',
  alt: null,
  referenceUrl: null,
  script: null,
  categoryIds: [],
};

/** Renders home with the 15 newest offers and the given adverts. */
function renderHome(advertisements: AdvertisementDto[]) {
  serveApi({
    'GET /api/home': { status: 200, data: HOME },
    'GET /api/advertisements': { status: 200, data: { advertisements } },
    'GET /api/sales-channel': { status: 200, data: { categories: [], menu: [] } },
    'GET /api/search/popular': { status: 200, data: { items: [] } },
  });
  return renderRoutes([{ path: '/', element: <HomeRoute /> }], '/');
}

/** The offer titles of a list section, once the offers have loaded. */
async function titlesIn(name: string): Promise<(string | null)[]> {
  const section = await screen.findByRole('region', { name });
  const headings = await within(section).findAllByRole('heading', { level: 3 });
  return headings.map((heading) => heading.textContent);
}

describe('home add-offer button', () => {
  it('goes to the offer form when logged in, else to the login and back to the form', () => {
    expect(addOfferPath(true)).toBe('/offers/create');
    expect(addOfferPath(false)).toBe('/auth/login?returnTo=%2Foffers%2Fcreate');
  });
});

describe('home newest offers', () => {
  it('holds 4 offers in the small list when between-offers adverts exist, else 9', () => {
    expect(smallListSize(true)).toBe(4);
    expect(smallListSize(false)).toBe(9);
  });

  it('shows 6 large offers and the next 4 in the small list next to a between-offers advert', async () => {
    renderHome([betweenOffersAdvert]);
    expect(await titlesIn('More new offers')).toEqual(['Offer 7', 'Offer 8', 'Offer 9', 'Offer 10']);
    expect(await titlesIn('Newest offers')).toEqual([
      'Offer 1',
      'Offer 2',
      'Offer 3',
      'Offer 4',
      'Offer 5',
      'Offer 6',
    ]);
    expect(screen.getAllByRole('complementary', { name: 'Advertisement' })).toHaveLength(1);
  });

  it('shows the next 9 in the small list when there is no between-offers advert', async () => {
    renderHome([{ ...betweenOffersAdvert, area: 'web_bottom' }]);
    expect(await titlesIn('More new offers')).toEqual(
      Array.from({ length: 9 }, (_, index) => `Offer ${index + 7}`),
    );
  });
});
