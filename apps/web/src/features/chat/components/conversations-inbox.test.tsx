import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { formatTime } from '#web/shared/lib/format.ts';
import {
  createRealtimeBus,
  RealtimeBusProvider,
  type RealtimeBus,
} from '#web/shared/realtime/realtime-bus.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { sentBody, serveApi } from '#web/test/serve-api.ts';
import {
  ADMINISTRATION,
  conversation,
  inboxPage,
  message,
  ME,
  SELLER,
  summary,
} from '../test/chat-fixtures.ts';
import { ContactAdministrationButton } from './contact-administration-button.tsx';
import { ConversationsInbox } from './conversations-inbox.tsx';

function renderInbox(bus: RealtimeBus, path = '/messages', region: 'us' | 'pl' = 'us') {
  return renderRoutes(
    [
      {
        path: '/messages',
        element: (
          <RealtimeBusProvider bus={bus}>
            <ContactAdministrationButton />
            <ConversationsInbox />
          </RealtimeBusProvider>
        ),
      },
      { path: '/chat/:conversation', element: <p>conversation page</p> },
    ],
    path,
    { store: authStore, region },
  );
}

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() =>
  authStore.setSession({
    token: 'token',
    user: { id: 1, type: 'person', username: 'bea', friendlyName: 'Bea Buyer' },
  }),
);
afterEach(() => authStore.clear());

describe('<ConversationsInbox>', () => {
  it('shows placeholders, then each conversation with the other side, subject, last message, time and unread count', async () => {
    const bus = createRealtimeBus();
    bus.setState({ status: 'ready', externalUid: ME.externalUid });
    // A moment of today in New York (the US edition's calendar): now, to the minute.
    const today = new Date();
    today.setSeconds(0, 0);
    const { calls } = serveApi({
      'GET /api/conversations': {
        status: 200,
        data: inboxPage([
          summary({ id: 5, unreadCount: 3, lastMessageTime: today.toISOString() }),
          summary({
            id: 6,
            subjectName: '',
            offerId: null,
            participants: [ME, ADMINISTRATION],
            lastMessagePrefix: 'How can we help?',
            lastMessageTime: '2026-03-05T10:00:00.000Z',
          }),
        ]),
      },
    });
    renderInbox(bus);
    expect(screen.getAllByTestId('conversation-skeleton')).toHaveLength(6);
    await screen.findByText('Sam Seller');
    const list = screen.getByRole('list', { name: 'Conversations' });
    expect(calls[0]!.params).toEqual({ page: 1 });
    const [first, second] = within(list).getAllByRole('link');
    expect(first!.getAttribute('href')).toBe('/chat/5');
    const row = within(first!);
    expect(row.getByText('Sam Seller')).toBeTruthy();
    // The user is not listed among the participants of their own conversation.
    expect(row.queryByText('Bea Buyer')).toBeNull();
    expect(row.getByText('Road bike')).toBeTruthy();
    expect(row.getByText('Is it still available?')).toBeTruthy();
    expect(row.getByText(formatTime(today, 'us'))).toBeTruthy();
    expect(row.getByText('3 unread messages')).toBeTruthy();
    expect(first!.querySelector('img')?.getAttribute('src')).toBe(SELLER.avatarUrl);

    // The administration has no name: labelled Admin; an older message shows its date.
    const admin = within(second!);
    expect(second!.getAttribute('href')).toBe('/chat/6');
    expect(admin.getByText('Admin')).toBeTruthy();
    expect(admin.getByText('Administration')).toBeTruthy();
    expect(admin.getByText(/^03-05-2026$/)).toBeTruthy();
    expect(admin.queryByText(/unread/)).toBeNull();
  });

  it('writes dates the Polish way and in Polish in the PL edition', async () => {
    const bus = createRealtimeBus();
    serveApi({
      'GET /api/conversations': {
        status: 200,
        data: inboxPage([summary({ unreadCount: 2, participants: [ME, ADMINISTRATION], subjectName: '' })]),
      },
    });
    renderInbox(bus, '/messages', 'pl');
    await screen.findByText('Administracja');
    const list = screen.getByRole('list', { name: 'Rozmowy' });
    // Without the realtime identity the user is told apart by name.
    expect(within(list).queryByText('Bea Buyer')).toBeNull();
    expect(within(list).getByText('Administracja')).toBeTruthy();
    expect(within(list).getByText('05-03-2026')).toBeTruthy();
    expect(within(list).getByText('2 nieprzeczytane wiadomości')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    serveApi({ 'GET /api/conversations': { status: 200, data: inboxPage([], 1, 0, 0) } });
    renderInbox(createRealtimeBus());
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeTruthy();
  });

  it('offers to try again when the inbox cannot be loaded', async () => {
    let fail = true;
    serveApi({
      'GET /api/conversations': () =>
        fail ? { status: 500 } : { status: 200, data: inboxPage([summary()]) },
    });
    renderInbox(createRealtimeBus());
    await screen.findByRole('alert');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Road bike')).toBeTruthy();
  });

  it('reloads when a message arrives or the socket is back after a drop', async () => {
    const bus = createRealtimeBus();
    let unread = 0;
    const { calls } = serveApi({
      'GET /api/conversations': () => ({ status: 200, data: inboxPage([summary({ unreadCount: unread })]) }),
    });
    renderInbox(bus);
    await screen.findByText('Road bike');
    unread = 1;
    bus.emit({ type: 'message', message: message(9, 'Still there?') });
    expect(await screen.findByText('1 unread message')).toBeTruthy();
    const before = calls.length;
    bus.reconnected();
    await waitFor(() => expect(calls.length).toBe(before + 1));
  });

  it('contacts the administration and opens that conversation', async () => {
    const { calls } = serveApi({
      'GET /api/conversations': { status: 200, data: inboxPage([]) },
      'POST /api/conversations/contact-administration': {
        status: 201,
        data: conversation([], { id: 12, participants: [ME, ADMINISTRATION], subjectName: '' }),
      },
    });
    const { router } = renderInbox(createRealtimeBus());
    fireEvent.click(screen.getByRole('button', { name: 'Contact administration' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/12'));
    const post = calls.find((call) => call.method === 'post')!;
    expect(post.url).toBe('/api/conversations/contact-administration');
    expect(sentBody(post)).toEqual({});
  });
});
