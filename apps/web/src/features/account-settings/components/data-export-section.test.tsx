import { MESSAGES } from '@marketplace/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { Toaster } from '#web/shared/ui/toaster.tsx';
import { renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/serve-api.ts';
import { DataExportSection, formatFileSize } from './data-export-section.tsx';

const preparing = {
  id: 7,
  status: 'preparing',
  createdAt: '2026-11-27T10:00:00Z',
  readyAt: null,
  expiresAt: null,
  size: null,
};
const ready = {
  ...preparing,
  status: 'ready',
  readyAt: '2026-11-27T10:01:00Z',
  expiresAt: '2026-12-04T10:01:00Z',
  size: 2_400_000,
};
const expired = { ...ready, status: 'expired', size: null };
const tomorrow = '2026-11-28T10:00:00Z';

function renderSection(region: 'us' | 'pl' = 'us') {
  renderWithProviders(
    <>
      <DataExportSection email="me@example.com" />
      <Toaster />
    </>,
    { region, store: authStore },
  );
}

beforeEach(() => authStore.setSession({ token: 'token', user: { id: 1, type: 'person', username: 'me' } }));
afterEach(() => {
  authStore.clear();
  vi.restoreAllMocks();
});

describe('the "Download my data" section', () => {
  it('requests an archive, says it is being prepared and that an e-mail follows, then offers the download', async () => {
    let state: 'none' | 'preparing' | 'ready' = 'none';
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, hash: '', assign });
    const { calls } = serveApi({
      'GET /api/accounts/my/data-exports': () => ({
        status: 200,
        data: {
          items: state === 'none' ? [] : [state === 'ready' ? ready : preparing],
          nextRequestAt: state === 'none' ? null : tomorrow,
        },
      }),
      'POST /api/accounts/my/data-exports': () => {
        state = 'preparing';
        return { status: 201, data: preparing };
      },
      'POST /api/accounts/my/data-exports/:id/download-link': (_request, { id }) => ({
        status: 200,
        data: { url: `/api/data-exports/${id}/download?expires=1&signature=s`, expiresAt: tomorrow },
      }),
    });
    renderSection();
    expect(await screen.findByRole('heading', { name: 'Download my data' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Request my data' }));

    expect(await screen.findByText('We are preparing your archive.')).toBeTruthy();
    expect(screen.getByText(/We will send an e-mail to me@example\.com when it is ready\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request my data' })).toBeNull();

    // The section asks again while the archive is prepared: the link appears without a reload.
    state = 'ready';
    const download = await screen.findByRole('button', { name: 'Download archive' }, { timeout: 8000 });
    expect(screen.getByText(/ZIP, 2\.4 MB\. Available until 12-04-2026/)).toBeTruthy();
    expect(screen.getByText(/You can request a new archive after 11-2\d-2026/)).toBeTruthy();
    fireEvent.click(download);
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/api/data-exports/7/download?expires=1&signature=s'),
    );
    expect(calls.filter((call) => call.method === 'post').map((call) => call.url)).toEqual([
      '/api/accounts/my/data-exports',
      '/api/accounts/my/data-exports/7/download-link',
    ]);
  }, 15_000);

  it('in Polish: an expired archive, a new request allowed, and the server refusal translated', async () => {
    serveApi({
      'GET /api/accounts/my/data-exports': { status: 200, data: { items: [expired], nextRequestAt: null } },
      'POST /api/accounts/my/data-exports': {
        status: 429,
        data: { code: 429, message: MESSAGES.dataExportTooSoon },
      },
    });
    renderSection('pl');
    expect(await screen.findByRole('heading', { name: 'Pobierz moje dane' })).toBeTruthy();
    expect(await screen.findByText(/Twoje ostatnie archiwum wygasło 04-12-2026/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Poproś o moje dane' }));
    expect(
      await screen.findByText('O swoje dane możesz prosić raz na dobę. Spróbuj ponownie później.'),
    ).toBeTruthy();
  });

  it('says so, with a retry, when the state cannot be loaded', async () => {
    serveApi({ 'GET /api/accounts/my/data-exports': { status: 500 } });
    renderSection();
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load data, please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('writes sizes in the edition format', () => {
    expect(formatFileSize(2_400_000, 'us')).toBe('2.4 MB');
    expect(formatFileSize(2_400_000, 'pl')).toBe('2,4 MB');
    expect(formatFileSize(300, 'us')).toBe('1 kB');
  });
});
