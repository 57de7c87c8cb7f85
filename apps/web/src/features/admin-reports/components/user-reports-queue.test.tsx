import type { AdminAccountReportDto, Paginated } from '@marketplace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadAdminTexts } from '#web/shared/admin/admin-texts.ts';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { Toaster } from '#web/shared/ui/toaster.tsx';
import { renderRoutes } from '#web/test/render.tsx';
import { sentBody, serveApi } from '#web/test/serve-api.ts';
import { UserReportsQueue } from './user-reports-queue.tsx';

const REPORT: AdminAccountReportDto = {
  id: 9,
  reason: 'scam',
  comment: 'Asks for gift cards.',
  reporter: { id: 3, username: 'bea', deleted: false, blocked: false },
  reported: { id: 7, username: 'crook', deleted: false, blocked: false },
  conversation: {
    id: 31,
    subject: 'Red bike',
    messages: [
      { id: 1, authorId: 3, message: 'Is the bike still for sale?', createdAt: '2026-03-05T10:00:00.000Z' },
      { id: 2, authorId: 7, message: 'Pay with gift cards first.', createdAt: '2026-03-05T10:01:00.000Z' },
    ],
  },
  createdAt: '2026-03-05T10:02:00.000Z',
  resolution: null,
  resolutionReason: null,
  resolvedAt: null,
  resolvedBy: null,
};
const FLAG: AdminAccountReportDto = {
  ...REPORT,
  id: 10,
  reason: 'same_text_burst',
  comment: 'Hello, send me your phone number',
  reporter: null,
  conversation: null,
};
const page = (items: AdminAccountReportDto[]): Paginated<AdminAccountReportDto> => ({
  items,
  pagination: { currentPage: 1, totalPages: 1, totalItems: items.length },
});

beforeAll(() => loadAdminTexts());
beforeEach(() =>
  authStore.setSession({ token: 'token', user: { id: 1, type: 'person', username: 'admin', role: 'admin' } }),
);
afterEach(() => authStore.clear());

/** The console's reported users (decision 133). */
describe('<UserReportsQueue>', () => {
  it('shows each report with the conversation readable, and the chat’s flags', async () => {
    serveApi({ 'GET /api/admin/account-reports': { status: 200, data: page([REPORT, FLAG]) } });
    renderRoutes([{ path: '/admin/reports', element: <UserReportsQueue /> }], '/admin/reports?kind=users', {
      store: authStore,
    });
    const report = (await screen.findByRole('heading', { name: 'Scam or fraud attempt' })).closest('li')!;
    expect(within(report).getByRole('link', { name: 'crook' }).getAttribute('href')).toBe('/admin/users/7');
    expect(within(report).getByText('Conversation: Red bike')).toBeTruthy();
    expect(within(report).getByText('Pay with gift cards first.')).toBeTruthy();
    expect(within(report).getByText('Is the bike still for sale?')).toBeTruthy();
    const flag = screen.getByRole('heading', { name: 'Same message to many people' }).closest('li')!;
    expect(within(flag).getByText(/Flagged automatically/)).toBeTruthy();
    expect(within(flag).getByText('Hello, send me your phone number')).toBeTruthy();
  });

  it('blocks the reported account with a required reason', async () => {
    const { calls } = serveApi({
      'GET /api/admin/account-reports': { status: 200, data: page([REPORT]) },
      'POST /api/admin/account-reports/:id/block': { status: 200, data: { resolved_report_ids: [9] } },
    });
    renderRoutes(
      [
        {
          path: '/admin/reports',
          element: (
            <>
              <UserReportsQueue />
              <Toaster />
            </>
          ),
        },
      ],
      '/admin/reports?kind=users',
      { store: authStore },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Block account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block crook' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Gift-card scam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block account' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'post')).toBe(true));
    const post = calls.find((call) => call.method === 'post')!;
    expect(post.url).toBe('/api/admin/account-reports/9/block');
    expect(sentBody(post)).toEqual({ reason: 'Gift-card scam' });
  });
});
