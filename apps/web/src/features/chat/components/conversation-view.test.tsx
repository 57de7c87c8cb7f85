import { REALTIME_CLOSE, type RealtimeServerMessage } from '@marketplace/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '#web/shared/lib/auth-store.ts';
import {
  createRealtimeBus,
  RealtimeBusProvider,
  type RealtimeBus,
} from '#web/shared/realtime/realtime-bus.ts';
import type { SocketLike } from '#web/shared/realtime/realtime-client.ts';
import { RealtimeConnection } from '#web/shared/realtime/realtime-connection.tsx';
import { renderRoutes } from '#web/test/render.tsx';
import { sentBody, serveApi } from '#web/test/serve-api.ts';
import { ADMINISTRATION, conversation, inboxPage, ME, message } from '../test/chat-fixtures.ts';
import { ConversationView } from './conversation-view.tsx';

/** The browser's socket as the test drives it. */
class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor() {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(event: RealtimeServerMessage) {
    act(() => this.onmessage?.({ data: JSON.stringify(event) }));
  }
}
const createSocket = () => new FakeSocket();

function renderChat(bus: RealtimeBus, { socket = false }: { socket?: boolean } = {}) {
  return renderRoutes(
    [
      {
        path: '/chat/:conversation',
        element: (
          <RealtimeBusProvider bus={bus}>
            {socket && <RealtimeConnection createSocket={createSocket} />}
            <div style={{ height: 600 }}>
              <ConversationView conversationId={5} notFound={<p>not found page</p>} />
            </div>
          </RealtimeBusProvider>
        ),
      },
    ],
    '/chat/5',
    { store: authStore },
  );
}

const bubbles = () =>
  within(screen.getByRole('list', { name: 'Messages' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')!.textContent);

beforeEach(() => {
  FakeSocket.all = [];
  authStore.setSession({ token: 'token', user: { id: 1, type: 'person', username: 'bea' } });
});
afterEach(() => authStore.clear());

describe('<ConversationView>', () => {
  it('shows the header and the messages oldest first, the user’s own on the right', async () => {
    const { calls } = serveApi({
      'GET /api/conversations/:id': {
        status: 200,
        data: conversation([message(1, 'Is it still available?', ME.externalUid), message(2, 'Yes, it is.')]),
      },
      'GET /api/conversations': { status: 200, data: inboxPage([]) },
    });
    renderChat(createRealtimeBus());
    expect(await screen.findByRole('heading', { level: 1, name: 'Road bike' })).toBeTruthy();
    expect(screen.getByText('With Sam Seller')).toBeTruthy();
    // One link under the names on a phone, one at the side on wider screens.
    for (const link of screen.getAllByRole('link', { name: 'See the offer' }))
      expect(link.getAttribute('href')).toBe('/offer/40');
    expect(screen.getByRole('link', { name: 'Back to messages' }).getAttribute('href')).toBe('/messages');
    expect(bubbles()).toEqual(['Is it still available?', 'Yes, it is.']);
    const [own, other] = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(own!.className).toContain('self-end');
    expect(other!.className).toContain('self-start');
    expect(calls[0]!.url).toBe('/api/conversations/5');
    expect(calls[0]!.params).toEqual({ page: 1 });
  });

  it('labels the administration Admin', async () => {
    serveApi({
      'GET /api/conversations/:id': {
        status: 200,
        data: conversation([message(1, 'How can we help?', ADMINISTRATION.externalUid)], {
          subjectName: '',
          offerId: null,
          participants: [ME, ADMINISTRATION],
        }),
      },
    });
    renderChat(createRealtimeBus());
    expect(await screen.findByRole('heading', { level: 1, name: 'Administration' })).toBeTruthy();
    expect(screen.getByText('With Admin')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'See the offer' })).toBeNull();
  });

  it('sends with Enter, shows the message at once, and shows it once when the socket echoes it', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { calls } = serveApi({
      'GET /api/conversations/:id': { status: 200, data: conversation([message(1, 'Hello')]) },
      'POST /api/conversations/message-sent': () =>
        new Promise((resolve) => {
          answer = (data) => resolve({ status: 201, data });
        }),
    });
    const bus = createRealtimeBus();
    renderChat(bus);
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    fireEvent.change(box, { target: { value: 'Shift+Enter keeps writing' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(calls.some((call) => call.method === 'post')).toBe(false);

    fireEvent.change(box, { target: { value: '  Can you send it today?  ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('Sending…')).toBeTruthy();
    expect(bubbles()).toEqual(['Hello', 'Can you send it today?']);
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    const post = calls.find((call) => call.method === 'post')!;
    expect(sentBody(post)).toEqual({ conversation_id: 5, message: 'Can you send it today?' });

    // The socket's echo comes before the answer: still one bubble.
    const stored = message(2, 'Can you send it today?', ME.externalUid);
    act(() => bus.emit({ type: 'message', message: stored }));
    expect(bubbles()).toEqual(['Hello', 'Can you send it today?']);
    answer(stored);
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
    expect(bubbles()).toEqual(['Hello', 'Can you send it today?']);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);
  });

  it('puts a refused message back with the server’s error', async () => {
    serveApi({
      'GET /api/conversations/:id': { status: 200, data: conversation([]) },
      'POST /api/conversations/message-sent': {
        status: 400,
        data: {
          code: 400,
          message: 'Validation Failed',
          errors: { children: { message: { errors: ['This value is too long.'] } } },
        },
      },
    });
    renderChat(createRealtimeBus());
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    fireEvent.change(box, { target: { value: 'Too much' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This value is too long.')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('Too much');
    expect(screen.queryByText('Sending…')).toBeNull();
    expect(screen.getByText('No messages yet. Write the first one below.')).toBeTruthy();
  });

  it('shows the other side’s message from the socket without reloading, and catches up after a drop', async () => {
    const { calls } = serveApi({
      'GET /api/conversations/:id': (request) => {
        if (request.params?.after === 1)
          return {
            status: 200,
            data: conversation([message(3, 'A new question'), message(4, 'Sent meanwhile')]),
          };
        if (request.params?.after === 4)
          return { status: 200, data: conversation([message(5, 'Missed while offline')]) };
        return { status: 200, data: conversation([message(1, 'Hello')]) };
      },
      'GET /api/conversations': { status: 200, data: inboxPage([]) },
    });
    renderChat(createRealtimeBus(), { socket: true });
    await screen.findByText('Hello');
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.all[0]!;
    act(() => socket.open());
    expect(socket.sent).toEqual([{ type: 'auth', token: 'token' }]);
    socket.receive({ type: 'ready', externalUid: ME.externalUid });

    socket.receive({ type: 'message', message: message(3, 'A new question') });
    expect(await screen.findByText('A new question')).toBeTruthy();
    // Another conversation's message does not show here.
    socket.receive({ type: 'message', message: message(7, 'Elsewhere', 'u9', 8) });
    expect(screen.queryByText('Elsewhere')).toBeNull();
    // Seen here, so marked read through it: the conversation is asked for what came after the
    // message before it (the answer includes it, and what else came meanwhile).
    expect(await screen.findByText('Sent meanwhile')).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/conversations/5' && call.params?.after === 1)).toBe(true);

    // The server ends the socket after a gap of its bus (events may have been lost); the socket
    // comes back (after the backoff) and what came meanwhile is fetched.
    act(() => {
      socket.readyState = 3;
      socket.onclose?.({ code: REALTIME_CLOSE.catchUp });
    });
    await waitFor(() => expect(FakeSocket.all).toHaveLength(2), { timeout: 3_000 });
    const again = FakeSocket.all[1]!;
    act(() => again.open());
    again.receive({ type: 'ready', externalUid: ME.externalUid });
    expect(await screen.findByText('Missed while offline')).toBeTruthy();
    expect(bubbles()).toEqual(['Hello', 'A new question', 'Sent meanwhile', 'Missed while offline']);
  });

  it('loads earlier messages above', async () => {
    serveApi({
      'GET /api/conversations/:id': (request) =>
        request.params?.page === 2
          ? { status: 200, data: conversation([message(1, 'Oldest')], {}, { currentPage: 2, totalPages: 2 }) }
          : { status: 200, data: conversation([message(2, 'Newer')], {}, { currentPage: 1, totalPages: 2 }) },
    });
    renderChat(createRealtimeBus());
    fireEvent.click(await screen.findByRole('button', { name: 'Load earlier messages' }));
    expect(await screen.findByText('Oldest')).toBeTruthy();
    expect(bubbles()).toEqual(['Oldest', 'Newer']);
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
  });

  it('offers no message box when the other side deleted its account, and says so', async () => {
    serveApi({
      'GET /api/conversations/:id': {
        status: 200,
        data: conversation([message(1, 'Is it still there?')], { counterpartDeleted: true }),
      },
    });
    renderChat(createRealtimeBus());
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'This account has been deleted: you can no longer write to it.',
    );
    expect(bubbles()).toEqual(['Is it still there?']);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('replaces the box with the notice when a message is refused because the account was just deleted', async () => {
    let deleted = false;
    serveApi({
      'GET /api/conversations/:id': () => ({
        status: 200,
        data: conversation([message(1, 'Is it still there?')], { counterpartDeleted: deleted }),
      }),
      'POST /api/conversations/message-sent': () => {
        deleted = true;
        return {
          status: 409,
          data: { code: 409, message: 'This account has been deleted: it can no longer receive messages.' },
        };
      },
    });
    renderChat(createRealtimeBus());
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your message' }), {
      target: { value: 'Hello?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('This account has been deleted: you can no longer write to it.'),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the not-found page for a conversation of others', async () => {
    serveApi({ 'GET /api/conversations/:id': { status: 404, data: { code: 404, message: 'Not Found' } } });
    renderChat(createRealtimeBus());
    expect(await screen.findByText('not found page')).toBeTruthy();
  });
});
