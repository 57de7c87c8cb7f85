import type { NotificationDataDto } from '@marketplace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { serveApi } from '#web/test/serve-api.ts';
import { notificationDto, notificationsPage } from '../test/notification-fixtures.ts';
import { NotificationsList } from './notifications-list.tsx';

function renderList(region: 'us' | 'pl' = 'us') {
  return renderRoutes(
    [
      { path: '/notifications', element: <NotificationsList /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    '/notifications',
    { store: authStore, region },
  );
}

const skipOf = (request: { params?: Record<string, unknown> }) => Number(request.params?.skip);

beforeEach(() => authStore.setSession({ token: 'token', user: { id: 1, type: 'person', username: 'bea' } }));
afterEach(() => authStore.clear());

describe('<NotificationsList>', () => {
  it('shows placeholders, then every kind with its text, time and target; unread ones highlighted', async () => {
    const kinds: [NotificationDataDto, string, string][] = [
      [
        { type: 'orderconfirmed', orderId: 123 },
        'Your order #123 was confirmed',
        '/profile/my-purchases/123',
      ],
      [{ type: 'ordercanceled', orderId: 124 }, 'Your order #124 was canceled', '/profile/my-purchases/124'],
      [{ type: 'orderpaid', orderId: 125 }, 'Order #125 was paid', '/profile/my-offers/sold/125'],
      [
        { type: 'ordercompletesoon', orderId: 126 },
        'Order #126 will complete automatically in 2 days',
        '/profile/my-purchases/126',
      ],
      [
        { type: 'newchatmessage', conversationId: 8, messageWriter: 'ann', offerTitle: 'Red bike' },
        'New message from ann about “Red bike”',
        '/chat/8',
      ],
      [
        { type: 'expiringoffer', offerId: 44, offerTitle: 'Sofa', expiredAt: '2026-03-08T10:00:00Z' },
        'Your offer “Sofa” expires soon',
        '/offer/44',
      ],
    ];
    const items = kinds.map(([data], index) =>
      notificationDto(data, { readAt: index < 2 ? null : '2026-03-05T10:00:00Z' }),
    );
    serveApi({
      'GET /api/notifications': { status: 200, data: notificationsPage(items) },
      'POST /api/notifications/mark-all-read': { status: 204 },
    });
    renderList();
    expect(screen.getAllByTestId('notification-skeleton').length).toBeGreaterThan(0);
    const rows = await screen.findAllByTestId('notification');
    expect(rows).toHaveLength(6);
    for (const [index, [, text, target]] of kinds.entries()) {
      const row = within(rows[index]!);
      expect(row.getByRole('link').getAttribute('href')).toBe(target);
      expect(row.getByText(text)).toBeTruthy();
      expect(row.getByText('03/05/2026 14:07')).toBeTruthy();
    }
    expect(rows.map((row) => row.dataset.unread === 'true')).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(within(rows[0]!).getByRole('link').className).toContain('bg-brand-50');
    expect(within(rows[2]!).getByRole('link').className).not.toContain('bg-brand-50');
  });

  it('writes the time as the Polish edition does', async () => {
    serveApi({
      'GET /api/notifications': { status: 200, data: notificationsPage([notificationDto()]) },
      'POST /api/notifications/mark-all-read': { status: 204 },
    });
    renderList('pl');
    const row = within((await screen.findAllByTestId('notification'))[0]!);
    expect(row.getByText('05/03/2026 20:07')).toBeTruthy();
    expect(row.getByText('Twoje zamówienie nr 123 zostało potwierdzone')).toBeTruthy();
  });

  it('marks all read once the list is shown, and no sooner', async () => {
    let answer: (() => void) | undefined;
    const { calls } = serveApi({
      'GET /api/notifications': () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 200, data: notificationsPage([notificationDto()]) });
        }),
      'POST /api/notifications/mark-all-read': { status: 204 },
    });
    renderList();
    await waitFor(() => expect(answer).toBeDefined());
    expect(calls.map((call) => call.url)).toEqual(['/api/notifications']);
    answer!();
    await screen.findAllByTestId('notification');
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
        'get /api/notifications',
        'post /api/notifications/mark-all-read',
      ]),
    );
  });

  it('loads 15 more with load more until all are shown', async () => {
    const all = Array.from({ length: 20 }, (_, index) =>
      notificationDto({ type: 'orderpaid', orderId: 100 + index }),
    );
    const { calls } = serveApi({
      'GET /api/notifications': (request) => ({
        status: 200,
        data: notificationsPage(all.slice(skipOf(request), skipOf(request) + 15), {
          total: 20,
          unreadCount: 20,
        }),
      }),
      'POST /api/notifications/mark-all-read': { status: 204 },
    });
    renderList();
    expect(await screen.findAllByTestId('notification')).toHaveLength(15);
    expect(screen.getByText('15 of 20')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(20));
    expect(calls.filter((call) => call.method === 'get').map((call) => call.params)).toEqual([
      { skip: 0, limit: 15 },
      { skip: 15, limit: 15 },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows the empty state with a button to the main page', async () => {
    serveApi({
      'GET /api/notifications': { status: 200, data: notificationsPage([]) },
      'POST /api/notifications/mark-all-read': { status: 204 },
    });
    renderList();
    expect(await screen.findByText('You have no notifications yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the main page' }).getAttribute('href')).toBe('/');
  });

  it('offers a retry when loading fails', async () => {
    serveApi({ 'GET /api/notifications': { status: 500 } });
    renderList();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The notifications could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
