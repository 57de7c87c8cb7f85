import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { serveApi } from '#web/test/serve-api.ts';
import { conversation } from '../test/chat-fixtures.ts';
import { ContactUserButton } from './contact-user-button.tsx';

function renderButton(offerId?: number) {
  return renderRoutes(
    [
      {
        path: '/offer/:id',
        element: <ContactUserButton userId={7} offerId={offerId} label="Message the seller" />,
      },
      { path: '/chat/:conversation', element: <p>conversation page</p> },
      { path: '/auth/login', element: <p>login page</p> },
    ],
    '/offer/40?from=search',
    { store: authStore },
  );
}

afterEach(() => authStore.clear());

describe('<ContactUserButton>', () => {
  it('sends a visitor to log in, to come back to this page', () => {
    authStore.clear('anonymous');
    renderButton(40);
    const link = screen.getByRole('link', { name: 'Message the seller' });
    expect(link.getAttribute('href')).toBe('/auth/login?returnTo=%2Foffer%2F40%3Ffrom%3Dsearch');
  });

  it('shows nothing while the session is still loading', () => {
    authStore.setStatus('loading');
    renderButton(40);
    expect(screen.queryByText('Message the seller')).toBeNull();
  });

  it('opens the conversation about the offer (existing or new) for a logged-in user', async () => {
    authStore.setSession({ token: 'token', user: { id: 1, type: 'person', username: 'bea' } });
    const { calls } = serveApi({
      'POST /api/conversations/:userId/:offerId': { status: 201, data: conversation([], { id: 31 }) },
    });
    const { router } = renderButton(40);
    fireEvent.click(screen.getByRole('button', { name: 'Message the seller' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/31'));
    expect(calls[0]!.url).toBe('/api/conversations/7/40');
  });

  it('without an offer, opens the conversation with the user', async () => {
    authStore.setSession({ token: 'token', user: { id: 1, type: 'person', username: 'bea' } });
    const { calls } = serveApi({
      'POST /api/conversations/:userId': { status: 200, data: conversation([], { id: 32 }) },
    });
    const { router } = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Message the seller' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/32'));
    expect(calls[0]!.url).toBe('/api/conversations/7');
  });
});
