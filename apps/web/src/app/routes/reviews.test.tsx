import { PAGE_PATHS } from '@marketplace/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { serveApi } from '#web/test/serve-api.ts';
import { ReviewsRoute } from './reviews.tsx';

const NOT_FOUND = 'We could not find this page';
const routes = [
  { path: PAGE_PATHS.reviews, element: <ReviewsRoute /> },
  { path: PAGE_PATHS.reviewsOf, element: <ReviewsRoute /> },
  { path: '/auth/login', element: <h1>Login page</h1> },
];

afterEach(() => authStore.clear());

describe('/reviews/{type}/{id} and /reviews/me', () => {
  it.each(['/reviews/user/2', '/reviews/seller', '/reviews/offer/x', '/reviews/me/3'])(
    'shows not-found at %s',
    async (path) => {
      serveApi({});
      authStore.clear('anonymous');
      renderRoutes(routes, path, { store: authStore });
      expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeTruthy();
    },
  );

  it('sends a visitor from /reviews/me to the login and back', async () => {
    const { calls } = serveApi({});
    authStore.clear('anonymous');
    const { router } = renderRoutes(routes, '/reviews/me', { store: authStore });
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent('/reviews/me')}`);
    expect(calls).toHaveLength(0);
  });

  it('asks for the own reviews when signed in', async () => {
    const { calls } = serveApi({});
    authStore.setSession({ token: 't', user: { id: 2, type: 'person', username: 'sam' } });
    renderRoutes(routes, '/reviews/me', { store: authStore });
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/reviews/my-reviews'));
  });
});
