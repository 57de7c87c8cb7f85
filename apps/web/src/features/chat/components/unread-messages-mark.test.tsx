import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { createRealtimeBus, RealtimeBusProvider } from '#web/shared/realtime/realtime-bus.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { serveApi } from '#web/test/serve-api.ts';
import { UnreadMessagesMark } from './unread-messages-mark.tsx';

beforeEach(() => authStore.setSession({ token: 'token', user: { id: 1, type: 'person', username: 'bea' } }));
afterEach(() => authStore.clear());

describe('<UnreadMessagesMark>', () => {
  it('shows nothing without unread conversations, and appears when a message arrives', async () => {
    let unreadConversations = 0;
    const { calls } = serveApi({
      'GET /api/conversations/unread-count': () => ({ status: 200, data: { unreadConversations } }),
    });
    const bus = createRealtimeBus();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <RealtimeBusProvider bus={bus}>
              <UnreadMessagesMark className="top-0" />
            </RealtimeBusProvider>
          ),
        },
      ],
      '/',
      { store: authStore, region: 'us' },
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('unread-messages-mark')).toBeNull();

    unreadConversations = 2;
    bus.emit({
      type: 'message',
      message: {
        id: 9,
        conversationId: 3,
        authorExternalUid: 'u2',
        message: 'Hi',
        createdAt: '',
        proposal: null,
      },
    });
    expect(await screen.findByTestId('unread-messages-mark')).toBeTruthy();
    expect(screen.getByText('2 conversations with unread messages')).toBeTruthy();

    unreadConversations = 0;
    bus.emit({ type: 'read', conversationId: 3, externalUid: 'u1', lastReadMessageId: 9 });
    await waitFor(() => expect(screen.queryByTestId('unread-messages-mark')).toBeNull());
  });
});
