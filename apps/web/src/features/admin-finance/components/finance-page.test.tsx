import type { AdminPayoutDto, AdminPayoutsDto, AdminRevenueDto } from '@marketplace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadAdminTexts } from '#web/shared/admin/admin-texts.ts';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { Toaster } from '#web/shared/ui/toaster.tsx';
import { renderRoutes } from '#web/test/render.tsx';
import { sentBody, serveApi, type ApiRoutes } from '#web/test/serve-api.ts';
import { FinancePage } from './finance-page.tsx';

const REVENUE: AdminRevenueDto = {
  currency: 'USD',
  days: [
    { day: '2026-03-04', commission: 625, extras: 0 },
    { day: '2026-03-05', commission: 1_250, extras: 499 },
  ],
};

function payout(overrides: Partial<AdminPayoutDto> = {}): AdminPayoutDto {
  return {
    id: 4,
    amount: 12_500,
    currency: 'USD',
    status: 'failed',
    requestedBy: 'schedule',
    destination: '6789',
    createdAt: '2026-03-05T06:00:00.000Z',
    sentAt: '2026-03-05T06:00:01.000Z',
    paidAt: null,
    failedAt: '2026-03-05T08:00:00.000Z',
    failureReason: 'account_closed',
    seller: { id: 12, username: 'anna', deleted: false },
    ...overrides,
  };
}

const PAYOUTS: AdminPayoutsDto = {
  items: [payout(), payout({ id: 3, status: 'paid', failedAt: null, failureReason: null })],
  total: 2,
  counts: { pending: 0, sent: 1, paid: 1, failed: 1 },
};

function renderPage(routes: ApiRoutes = {}, path = '/admin/finance') {
  const served = serveApi({
    'GET /api/admin/finance/revenue': { status: 200, data: REVENUE },
    'GET /api/admin/finance/commission': {
      status: 200,
      data: { currency: 'USD', basis_points: 500, minimum: 50 },
    },
    'GET /api/admin/finance/payouts': { status: 200, data: PAYOUTS },
    'GET /api/admin/finance/reconciliation': { status: 200, data: null },
    ...routes,
  });
  renderRoutes(
    [
      {
        path: '/admin/finance',
        element: (
          <>
            <FinancePage />
            <Toaster />
          </>
        ),
      },
    ],
    path,
    { store: authStore },
  );
  return served;
}

beforeAll(() => loadAdminTexts());
beforeEach(() =>
  authStore.setSession({ token: 'token', user: { id: 1, type: 'person', username: 'admin', role: 'admin' } }),
);
afterEach(() => authStore.clear());

describe('<FinancePage>', () => {
  it('shows the revenue of the last days as figures, totals included', async () => {
    renderPage();
    const chart = await screen.findByTestId('revenue-chart');
    expect(within(chart).getByText('$23.74')).toBeTruthy();
    const rows = within(chart).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DayCommissionPaid extrasTotal',
      '03-04-2026$6.25$0$6.25',
      '03-05-2026$12.50$4.99$17.49',
    ]);
  });

  it('saves the commission as basis points, and refuses a percentage above 50 with a message', async () => {
    const { calls } = renderPage({
      'PUT /api/admin/finance/commission': (request) => ({
        status: 200,
        data: { currency: 'USD', ...(sentBody(request) as object) },
      }),
    });
    const form = await screen.findByRole('form', { name: 'Commission' });
    const percent = within(form).getByRole('textbox', { name: /^Percentage/ });
    const minimum = within(form).getByRole('textbox', { name: /^Minimum/ });
    expect(percent).toHaveProperty('value', '5');
    expect(minimum).toHaveProperty('value', '0.50');
    fireEvent.change(percent, { target: { value: '55' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('Enter a percentage from 0 to 50, two decimals at most.'),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'put')).toBe(false);

    fireEvent.change(percent, { target: { value: '7.5' } });
    fireEvent.change(minimum, { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The commission is saved; new sales are charged by it.')).toBeTruthy();
    const put = calls.find((call) => call.method === 'put')!;
    expect(sentBody(put)).toEqual({ basis_points: 750, minimum: 200 });
    await waitFor(() =>
      expect(screen.getByTestId('commission-now').textContent).toBe(
        'Now: 7.5% of each sold product, at least $2 (never more than the product).',
      ),
    );
  });

  it('filters payouts by status with counts, and retries a failed one', async () => {
    const { calls } = renderPage({
      'POST /api/admin/finance/payouts/:id/retry': { status: 200, data: payout({ status: 'pending' }) },
    });
    const filter = await screen.findByRole('navigation', { name: 'Payouts by status' });
    await within(filter).findByRole('link', { name: 'All (3)' });
    expect(within(filter).getByRole('link', { name: 'Failed (1)' }).getAttribute('href')).toBe(
      '/admin/finance?status=failed',
    );
    fireEvent.click(within(filter).getByRole('link', { name: 'Failed (1)' }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.url === '/api/admin/finance/payouts' && call.params?.status === 'failed'),
      ).toBe(true),
    );
    const list = screen.getByRole('list', { name: 'Payouts' });
    const [failed, paid] = within(list).getAllByTestId('admin-payout');
    expect(within(failed!).getByText('Reason: the bank account is closed (account_closed)')).toBeTruthy();
    expect(within(paid!).queryByRole('button')).toBeNull();
    fireEvent.click(within(failed!).getByRole('button', { name: 'Retry payout #4' }));
    expect(await screen.findByText('Payout #4 is sent again.')).toBeTruthy();
    expect(
      calls.some((call) => call.method === 'post' && call.url === '/api/admin/finance/payouts/4/retry'),
    ).toBe(true);
  });

  it('says the ledger was never reconciled, and Run now shows the differences found', async () => {
    renderPage({
      'POST /api/admin/finance/reconciliation': {
        status: 200,
        data: {
          checked_at: '2026-03-05T10:00:00.000Z',
          ok: false,
          differences: ['order 41: ledger 2375, order 2500'],
        },
      },
    });
    expect(await screen.findByText('The ledger has not been reconciled yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Run now' }));
    expect(await screen.findByText('1 difference found:')).toBeTruthy();
    expect(screen.getByText('order 41: ledger 2375, order 2500')).toBeTruthy();
  });

  it('shows the last reconciliation that found nothing', async () => {
    renderPage({
      'GET /api/admin/finance/reconciliation': {
        status: 200,
        data: { checked_at: '2026-03-05T10:00:00.000Z', ok: true, differences: [] },
      },
    });
    expect(await screen.findByText(/^Everything adds up/)).toBeTruthy();
  });

  it("looks up an account's ledger by its id", async () => {
    const { calls } = renderPage({
      'GET /api/admin/finance/accounts/:id/ledger': (_request, params) =>
        params.id === '12'
          ? {
              status: 200,
              data: {
                account_id: 12,
                account: { username: 'deleted-12', deleted: true },
                balances: [{ currency: 'USD', pending: 2_375, available: -500, in_payout: 0 }],
                entries: [
                  {
                    transfer_id: 8,
                    cause: 'sale',
                    cause_key: 'order-payment:41',
                    order_id: 41,
                    payout_id: null,
                    account: 'pending',
                    amount: 2_375,
                    currency: 'USD',
                    at: '2026-03-05T10:00:00.000Z',
                  },
                ],
              },
            }
          : { status: 404, data: { code: 404, message: 'Not Found' } },
    });
    const form = await screen.findByRole('form', { name: "An account's ledger" });
    const id = within(form).getByRole('textbox', { name: /^Account id/ });
    fireEvent.change(id, { target: { value: 'x1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Show the ledger' }));
    expect(await within(form).findByText('Enter an account id: a whole number above 0.')).toBeTruthy();

    fireEvent.change(id, { target: { value: '12' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Show the ledger' }));
    const ledger = await screen.findByTestId('account-ledger');
    // A deleted account's ledger stays, shown against "Deleted account".
    expect(within(ledger).getByRole('heading', { name: 'Account #12: Deleted account' })).toBeTruthy();
    expect(within(ledger).getByText('-$5')).toBeTruthy();
    expect(within(ledger).getByText('Order #41')).toBeTruthy();
    expect(within(ledger).getByText('$23.75', { selector: 'td' })).toBeTruthy();

    fireEvent.change(id, { target: { value: '99' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Show the ledger' }));
    expect(await screen.findByText('No account #99.')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/api/admin/finance/accounts/99/ledger')).toHaveLength(1);
  });
});
