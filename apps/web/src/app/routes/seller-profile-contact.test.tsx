import type { PublicProfileDto } from '@marketplace/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { serveApi } from '#web/test/serve-api.ts';
import { SellerProfileRoute } from './seller-profile.tsx';

const profile: PublicProfileDto = {
  id: 7,
  type: 'person',
  username: 'sam',
  firstName: 'Sam',
  companyName: null,
  friendlyName: 'Sam Seller',
  avatar: null,
  avatarFallback: '/media/fallback.png',
  address: { city: 'Boston', state: 'MA' },
  reviewStats: { numberOfReviews: 0, averageReview: null },
  offerStats: { numberOfOffers: 0 },
  memberSince: '2025-01-01T00:00:00.000Z',
};

function renderProfile() {
  serveApi({
    'GET /api/profile/:id': { status: 200, data: profile },
    'POST /api/search/users/:id/offers': {
      status: 200,
      data: { items: [], pagination: { currentPage: 1, totalPages: 0, totalItems: 0 } },
    },
  });
  return renderRoutes([{ path: '/user/:id', element: <SellerProfileRoute /> }], '/user/7', {
    store: authStore,
  });
}

afterEach(() => authStore.clear());

describe('seller profile contact button', () => {
  it('is hidden on the own profile', async () => {
    authStore.setSession({ token: 'token', user: { id: 7, type: 'person', username: 'sam' } });
    renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Sam Seller' });
    expect(screen.queryByRole('button', { name: 'Contact the seller' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Contact the seller' })).toBeNull();
  });

  it('opens the chat for another user, and sends a visitor to log in', async () => {
    authStore.setSession({ token: 'token', user: { id: 3, type: 'person', username: 'bea' } });
    const { unmount } = renderProfile();
    expect(await screen.findByRole('button', { name: 'Contact the seller' })).toBeTruthy();
    unmount();
    authStore.clear('anonymous');
    renderProfile();
    const link = await screen.findByRole('link', { name: 'Contact the seller' });
    expect(link.getAttribute('href')).toBe('/auth/login?returnTo=%2Fuser%2F7');
  });
});
