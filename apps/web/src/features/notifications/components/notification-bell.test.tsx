import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { createRealtimeBus, RealtimeBusProvider } from '#web/shared/realtime/realtime-bus.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { serveApi } from '#web/test/serve-api.ts';
import { notificationDto, notificationsPage } from '../test/notification-fixtures.ts';
import { NotificationBell } from './notification-bell.tsx';
import { NotificationsList } from './notifications-list.tsx';

function renderBell(region: 'us' | 'pl' = 'us') {
  return renderRoutes(
    [
      { path: '/', element: <NotificationBell /> },
      {
        path: '/notifications',
        element: (
          <>
            <NotificationBell />
            <NotificationsList />
          </>
        ),
      },
      { path: '/profile/my-purchases/:order', element: <p>Purchase page</p> },
    ],
    '/',
    { store: authStore, region },
  );
}

beforeEach(() => authStore.setSession({ token: 'token', user: { id: 1, type: 'person', username: 'bea' } }));
afterEach(() => authStore.clear());

describe('<NotificationBell>', () => {
  it('fetches again when the socket announces a notification, and after a reconnection', async () => {
    let unreadCount = 1;
    const { calls } = serveApi({
      'GET /api/notifications': () => ({
        status: 200,
        data: notificationsPage([notificationDto()], { unreadCount, total: unreadCount }),
      }),
    });
    const bus = createRealtimeBus();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <RealtimeBusProvider bus={bus}>
              <NotificationBell />
            </RealtimeBusProvider>
          ),
        },
      ],
      '/',
      {
        store: authStore,
        region: 'us',
      },
    );
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    unreadCount = 2;
    bus.emit({ type: 'notification' });
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    unreadCount = 5;
    bus.reconnected();
    await screen.findByRole('button', { name: 'Notifications, 5 unread' });
    expect(calls).toHaveLength(3);
  });

  it('shows the unread count as a badge, capped at 99+', async () => {
    serveApi({
      'GET /api/notifications': {
        status: 200,
        data: notificationsPage([notificationDto()], { unreadCount: 140, total: 200 }),
      },
    });
    renderBell();
    const badges = await screen.findAllByTestId('notifications-badge');
    expect(badges.map((badge) => badge.textContent)).toEqual(['99+', '99+']);
    expect(screen.getByRole('button', { name: 'Notifications, 140 unread' })).toBeTruthy();
  });

  it('shows no badge when everything is read', async () => {
    const { calls } = serveApi({
      'GET /api/notifications': {
        status: 200,
        data: notificationsPage([notificationDto(undefined, { readAt: new Date().toISOString() })]),
      },
    });
    renderBell();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.params).toEqual({ skip: 0, limit: 15 });
    await screen.findByRole('button', { name: 'Notifications' });
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
  });

  it('is a link to /notifications below md and a dropdown button from md', async () => {
    serveApi({ 'GET /api/notifications': { status: 200, data: notificationsPage([notificationDto()]) } });
    renderBell();
    const link = await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    expect(link.getAttribute('href')).toBe('/notifications');
    expect(link.className).toContain('md:hidden');
    const button = screen.getByRole('button', { name: 'Notifications, 1 unread' });
    expect(button.className).toContain('max-md:hidden');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the latest with their text and time, and See all; a click marks one read and opens its target', async () => {
    const confirmed = notificationDto({ type: 'orderconfirmed', orderId: 123 });
    const read = notificationDto(
      { type: 'expiringoffer', offerId: 4, offerTitle: 'Bike' },
      { readAt: new Date().toISOString() },
    );
    const { calls } = serveApi({
      'GET /api/notifications': { status: 200, data: notificationsPage([confirmed, read]) },
      'POST /api/notifications/:id/read': { status: 204 },
    });
    const { router } = renderBell('pl');
    const button = await screen.findByRole('button', { name: 'Powiadomienia, 1 nieprzeczytane' });
    fireEvent.click(button);
    const panel = screen.getByRole('region', { name: 'Najnowsze powiadomienia' });
    const list = within(panel).getByTestId('notifications-dropdown-list');
    expect(list.className).toContain('max-h-44');
    expect(list.className).toContain('overflow-y-auto');
    const items = within(panel).getAllByTestId('notification');
    expect(items.map((item) => item.textContent)).toEqual([
      'Twoje zamówienie nr 123 zostało potwierdzone05/03/2026 20:07Nieprzeczytane',
      'Twoje ogłoszenie „Bike” wkrótce wygaśnie05/03/2026 20:07',
    ]);
    expect(within(panel).getByRole('link', { name: 'Zobacz wszystkie' }).getAttribute('href')).toBe(
      '/notifications',
    );

    fireEvent.click(within(items[0]!).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/my-purchases/123'));
    expect(screen.getByText('Purchase page')).toBeTruthy();
    await waitFor(() =>
      expect(
        calls.some(
          (call) => call.method === 'post' && call.url === `/api/notifications/${confirmed.id}/read`,
        ),
      ).toBe(true),
    );
  });

  it('closes on Escape and on a click outside', async () => {
    serveApi({ 'GET /api/notifications': { status: 200, data: notificationsPage([]) } });
    renderBell();
    const button = await screen.findByRole('button', { name: 'Notifications' });
    fireEvent.click(button);
    expect(screen.getByText('You have no notifications yet.')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('region')).toBeNull();
    fireEvent.click(button);
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('drops the badge to 0 when /notifications opens and marks everything read', async () => {
    let unread = 2;
    const items = () =>
      [notificationDto(), notificationDto({ type: 'orderpaid', orderId: 9 })].map((item) => ({
        ...item,
        readAt: unread > 0 ? null : new Date().toISOString(),
      }));
    const { calls } = serveApi({
      'GET /api/notifications': () => ({ status: 200, data: notificationsPage(items()) }),
      'POST /api/notifications/mark-all-read': () => {
        unread = 0;
        return { status: 204 };
      },
    });
    const { router } = renderBell();
    expect((await screen.findAllByTestId('notifications-badge'))[0]!.textContent).toBe('2');
    await router.navigate('/notifications');
    await waitFor(() => expect(screen.queryByTestId('notifications-badge')).toBeNull());
    expect(calls.filter((call) => call.url === '/api/notifications/mark-all-read')).toHaveLength(1);
    // The list still shows which were new on this visit.
    const listed = screen.getAllByTestId('notification').filter((item) => item.dataset.unread === 'true');
    expect(listed).toHaveLength(2);
  });
});
