import { MESSAGES } from '@marketplace/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { serveApi } from '#web/test/serve-api.ts';
import { ReportUser } from './report-user.tsx';

function renderReport() {
  authStore.setSession({ token: 'token', user: { id: 1, type: 'person', username: 'bea' } });
  return renderRoutes(
    [{ path: '/chat/:id', element: <ReportUser conversationId={31} name="Jan Kowalski" /> }],
    '/chat/31',
    { store: authStore },
  );
}

afterEach(() => authStore.clear());

/** "Report this user" in a conversation (decision 133). */
describe('<ReportUser>', () => {
  it('asks for a reason, then sends it with the comment to the conversation’s report', async () => {
    const { calls } = serveApi({
      'POST /api/conversations/:id/report': { status: 201, data: { reported: true } },
    });
    renderReport();
    fireEvent.click(screen.getByRole('button', { name: 'Report this user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Jan Kowalski' });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'scam' } });
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: '  Wants gift cards. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url).toBe('/api/conversations/31/report');
    expect(JSON.parse(String(calls[0]!.data))).toEqual({ reason: 'scam', comment: 'Wants gift cards.' });
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it('closes on a second report of the same conversation', async () => {
    serveApi({
      'POST /api/conversations/:id/report': {
        status: 409,
        data: { code: 409, message: MESSAGES.conversationAlreadyReported },
      },
    });
    renderReport();
    fireEvent.click(screen.getByRole('button', { name: 'Report this user' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'spam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });
});
