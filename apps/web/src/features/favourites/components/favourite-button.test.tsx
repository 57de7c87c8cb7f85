import { MESSAGES } from '@marketplace/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { Toaster } from '#web/shared/ui/toaster.tsx';
import { renderRoutes } from '#web/test/render.tsx';
import { serveApi, type MockReply } from '#web/test/serve-api.ts';
import { FavouriteButton } from './favourite-button.tsx';

function renderHeart() {
  return renderRoutes(
    [
      {
        path: '/offer/:id',
        element: (
          <>
            <FavouriteButton offerId={42} />
            <Toaster />
          </>
        ),
      },
      { path: '/auth/login', element: <p>Login page</p> },
    ],
    '/offer/42',
    { store: authStore },
  );
}

const heart = () => screen.getByRole('button', { name: 'Save to favorites' });

afterEach(() => {
  authStore.clear();
});

describe('<FavouriteButton>', () => {
  it('sends a visitor to log in and back, without checking favourites', async () => {
    authStore.clear();
    const { calls } = serveApi({});
    const { router } = renderHeart();
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart());
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Foffer%2F42');
    expect(calls).toHaveLength(0);
  });

  it('flips at once, is disabled during the call, then removes by favoriteId', async () => {
    authStore.setSession({ token: 'token', user: { id: 1, type: 'person', username: 'anna' } });
    let answerAdd: (reply: MockReply) => void = () => {};
    const { calls } = serveApi({
      'GET /api/favourites/check': { status: 200, data: { check_favourites: [] } },
      'POST /api/favourites/:offerId': () => new Promise<MockReply>((resolve) => (answerAdd = resolve)),
      'DELETE /api/favourites/:favoriteId': { status: 204 },
    });
    renderHeart();
    await waitFor(() =>
      expect(calls.some((call) => call.url === '/api/favourites/check?ids[]=42')).toBe(true),
    );

    fireEvent.click(heart());
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    expect(heart().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(heart());
    await waitFor(() => expect(calls.filter((call) => call.method === 'post')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'post')!.url).toBe('/api/favourites/42');

    answerAdd({ status: 200, data: { favorite_id: 7 } });
    await waitFor(() => expect(heart().getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(heart());
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'delete' && call.url === '/api/favourites/7')).toBe(true),
    );
  });

  it('reverts and shows the error in a toast when the server refuses', async () => {
    authStore.setSession({ token: 'token', user: { id: 1, type: 'person', username: 'anna' } });
    serveApi({
      'GET /api/favourites/check': { status: 200, data: { check_favourites: [] } },
      'POST /api/favourites/:offerId': {
        status: 400,
        data: { code: 400, message: MESSAGES.cannotFavourite },
      },
    });
    renderHeart();
    fireEvent.click(heart());
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText(MESSAGES.cannotFavourite)).toBeTruthy();
    expect(heart().getAttribute('aria-pressed')).toBe('false');
  });
});
