import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { serveApi } from '#web/test/serve-api.ts';
import { RequireAuth } from '../components/require-auth.tsx';
import { useLogOutToHome } from './use-log-out-to-home.ts';

function AccountPage() {
  const logOut = useLogOutToHome();
  return (
    <button type="button" onClick={() => void logOut()}>
      Log out
    </button>
  );
}

afterEach(() => authStore.clear());

describe('logging out from a page that needs a session', () => {
  it('ends on the home page, not on the login page that page would send a visitor to', async () => {
    serveApi({ 'DELETE /api/sessions': { status: 204 } });
    authStore.setSession({ token: 'token', user: { id: 1, type: 'person', username: 'bea' } });
    const { router } = renderRoutes(
      [
        {
          element: <Outlet />,
          children: [
            { path: '/', element: <h1>Home</h1> },
            { path: '/auth/login', element: <h1>Login</h1> },
            {
              element: <RequireAuth />,
              children: [{ path: '/profile/my-profile', element: <AccountPage /> }],
            },
          ],
        },
      ],
      '/profile/my-profile',
      { store: authStore },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(authStore.getState().status).toBe('anonymous'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  });
});
