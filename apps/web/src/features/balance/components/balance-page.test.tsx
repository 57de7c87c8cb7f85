import type { BalanceDto, Region } from '@marketplace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { Toaster } from '#web/shared/ui/toaster.tsx';
import { renderRoutes } from '#web/test/render.tsx';
import { serveApi, type ApiRoutes } from '#web/test/serve-api.ts';
import { balanceDto, historyItem, page, payoutDto } from '../test/balance-fixtures.ts';
import { BalancePage } from './balance-page.tsx';

const HISTORY = [
  historyItem({ id: 3, kind: 'sale', orderId: 41, gross: 2_500, commission: 125, pending: 2_375 }),
  historyItem({
    id: 2,
    kind: 'payoutFailed',
    orderId: null,
    payoutId: 2,
    gross: null,
    commission: null,
    pending: 0,
    available: 4_000,
    inPayout: -4_000,
    reason: 'account_closed',
  }),
];

function renderBalance(
  balance: BalanceDto = balanceDto(),
  routes: ApiRoutes = {},
  { region = 'us', path = '/profile/balance' }: { region?: Region; path?: string } = {},
) {
  const served = serveApi({
    'GET /api/payouts/balance': { status: 200, data: balance },
    'GET /api/payouts/history': { status: 200, data: page(HISTORY) },
    'GET /api/payouts': {
      status: 200,
      data: page([
        payoutDto(),
        payoutDto({
          id: 2,
          status: 'failed',
          failureReason: 'account_closed',
          failedAt: '2026-03-03T10:00:00.000Z',
        }),
      ]),
    },
    ...routes,
  });
  const view = renderRoutes(
    [
      {
        path: '/profile/balance',
        element: (
          <>
            <BalancePage />
            <Toaster />
          </>
        ),
      },
    ],
    path,
    { store: authStore, region },
  );
  return { ...served, ...view };
}

const figure = (id: string) => screen.getByTestId(`balance-${id}`);
const balanceCalls = (calls: { method: string; url: string }[]) =>
  calls.filter((call) => call.method === 'get' && call.url === '/api/payouts/balance').length;

beforeEach(() => authStore.setSession({ token: 'token', user: { id: 2, type: 'person', username: 'sam' } }));
afterEach(() => {
  authStore.clear();
  vi.restoreAllMocks();
});

describe('<BalancePage>', () => {
  it("shows the four balances in the edition's money, the next payout and the orders pending", async () => {
    renderBalance();
    expect(await screen.findByRole('heading', { level: 1, name: 'Balance' })).toBeTruthy();
    await screen.findByTestId('balance-available');
    expect(within(figure('available')).getByText('Available')).toBeTruthy();
    expect(within(figure('available')).getByText('$125')).toBeTruthy();
    expect(within(figure('pending')).getByText('$47.50')).toBeTruthy();
    expect(within(figure('in-payout')).getByText('$30')).toBeTruthy();
    expect(within(figure('paid-out')).getByText('$800')).toBeTruthy();
    // The daily payouts at 06:00 UTC: 01:00 in New York.
    expect(screen.getByTestId('next-payout').textContent).toBe('03-06-2026 01:00');
    expect(screen.getByText('Minimum payout').nextElementSibling?.textContent).toBe('$10');

    const pending = screen.getByRole('list', { name: 'Waiting for orders' });
    const links = within(pending)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Order #41', '/profile/my-offers/sold/41'],
      ['Order #42', '/profile/my-offers/sold/42'],
    ]);
    expect(screen.queryByTestId('balance-debt')).toBeNull();
  });

  it('shows a negative available balance as a debt settled from the next sales', async () => {
    renderBalance(balanceDto({ available: -1_250, blocker: 'debt' }));
    const available = await screen.findByTestId('balance-available');
    expect(within(available).getByText('Debt')).toBeTruthy();
    expect(within(available).getByText('$12.50')).toBeTruthy();
    expect(screen.getByTestId('balance-debt').textContent).toContain('settled from your next sales');
    expect(screen.getByRole('button', { name: 'Pay out now' })).toHaveProperty('disabled', true);
  });

  it('pays out now: a toast, and the figures reload', async () => {
    const { calls } = renderBalance(balanceDto(), {
      'POST /api/payouts': { status: 201, data: payoutDto({ id: 9, amount: 12_500, status: 'pending' }) },
    });
    const button = await screen.findByRole('button', { name: 'Pay out now' });
    expect(button).toHaveProperty('disabled', false);
    expect(button.getAttribute('aria-describedby')).toBeNull();
    const before = balanceCalls(calls);
    fireEvent.click(button);
    expect(await screen.findByText('Payout of $125 requested. It is on its way to your bank.')).toBeTruthy();
    const post = calls.find((call) => call.method === 'post' && call.url === '/api/payouts');
    expect(post?.data).toBeUndefined();
    await waitFor(() => expect(balanceCalls(calls)).toBeGreaterThan(before));
  });

  it("says the server's refusal (409) in a toast", async () => {
    renderBalance(balanceDto(), {
      'POST /api/payouts': { status: 409, data: { code: 409, message: 'A payout is already on its way.' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay out now' }));
    expect(await screen.findByText('A payout is already on its way.')).toBeTruthy();
  });

  it('disables Pay out now with the reason, and links to the payout settings without a bank account', async () => {
    renderBalance(balanceDto({ blocker: 'noPayoutData' }));
    const button = await screen.findByRole('button', { name: 'Pay out now' });
    expect(button).toHaveProperty('disabled', true);
    const reason = screen.getByTestId('payout-blocker');
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
    expect(reason.textContent).toContain('Add a bank account for payouts in your account settings first.');
    expect(within(reason).getByRole('link', { name: 'Add a bank account' }).getAttribute('href')).toBe(
      '/profile/account-settings',
    );
  });

  it('lists the history: a sale with its gross, commission and share, a failed payout with its reason', async () => {
    renderBalance();
    const [sale, failed] = await screen.findAllByTestId('history-item');
    expect(sale!.closest('ul')?.getAttribute('aria-label')).toBe('History');
    expect(within(sale!).getByRole('link', { name: 'Order #41' }).getAttribute('href')).toBe(
      '/profile/my-offers/sold/41',
    );
    expect(within(sale!).getByTestId('history-breakdown').textContent).toBe(
      'Gross $25 · commission $1.25 · you receive $23.75',
    );
    expect(within(sale!).getByText('+$23.75')).toBeTruthy();
    expect(within(sale!).getByText('Pending +$23.75')).toBeTruthy();
    expect(within(failed!).getByText('Payout failed')).toBeTruthy();
    expect(within(failed!).getByText('#2')).toBeTruthy();
    expect(within(failed!).queryByRole('link')).toBeNull();
    expect(
      within(failed!).getByText(
        'Reason: the bank account is closed. The amount is back in your available balance.',
      ),
    ).toBeTruthy();
    expect(failed!.textContent).not.toContain('account_closed');
  });

  it("says today's payout failed, not that one was paid, and links to the payout settings", async () => {
    renderBalance(balanceDto({ blocker: 'lastPayoutFailed' }));
    const button = await screen.findByRole('button', { name: 'Pay out now' });
    expect(button).toHaveProperty('disabled', true);
    const reason = screen.getByTestId('payout-blocker');
    expect(reason.textContent).toContain(
      "Today's payout failed: check your bank account in your settings. The next payout can leave tomorrow.",
    );
    expect(within(reason).getByRole('link', { name: 'Check your bank account' }).getAttribute('href')).toBe(
      '/profile/account-settings',
    );
  });

  it('shows the payouts with their status under ?view=payouts, and asks for the page in the address', async () => {
    const { calls } = renderBalance(balanceDto(), {}, { path: '/profile/balance?view=payouts&page=2' });
    const [sent, failed] = await screen.findAllByTestId('payout-item');
    expect(sent!.closest('ul')?.getAttribute('aria-label')).toBe('Payouts');
    expect(within(sent!).getByText('Sent')).toBeTruthy();
    expect(within(sent!).getByText(/To the account ending 6789/)).toBeTruthy();
    expect(within(failed!).getByText('Failed')).toBeTruthy();
    expect(
      within(failed!).getByText(
        'Reason: the bank account is closed. The amount is back in your available balance.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Payouts' }).getAttribute('aria-current')).toBe('page');
    expect(calls.some((call) => call.url === '/api/payouts' && call.params?.page === 2)).toBe(true);
    expect(calls.some((call) => call.url === '/api/payouts/history')).toBe(false);
  });

  it("downloads the chosen month's statement as a CSV file", async () => {
    const createObjectURL = vi.fn(() => 'blob:statement');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { calls } = renderBalance(balanceDto(), {
      'GET /api/payouts/statement': { status: 200, data: 'at,kind,amount\n' },
    });
    const month = (await screen.findByLabelText('Month')) as HTMLSelectElement;
    expect(month.options.length).toBe(12);
    const previous = month.options[1]!.value;
    fireEvent.change(month, { target: { value: previous } });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const request = calls.find((call) => call.url === '/api/payouts/statement');
    expect(request?.params).toEqual({ month: previous });
    const anchor = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(anchor.download).toBe(`statement-${previous}.csv`);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('speaks Polish and counts in złoty in the Polish edition', async () => {
    renderBalance(
      balanceDto({ currency: 'PLN', blocker: 'belowMinimum', available: 550, minimum: 1_000 }),
      {},
      { region: 'pl' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Saldo' })).toBeTruthy();
    const available = await screen.findByTestId('balance-available');
    expect(within(available).getByText('Dostępne')).toBeTruthy();
    expect(within(available).getByText(/^5,50\szł$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wypłać teraz' })).toHaveProperty('disabled', true);
    expect(screen.getByTestId('payout-blocker').textContent?.replace(/\s/g, ' ')).toBe(
      'Wypłaty są możliwe od 10 zł; dostępne środki to 5,50 zł.',
    );
    const [sale, failed] = await screen.findAllByTestId('history-item');
    expect(within(sale!).getByRole('link', { name: 'Zamówienie nr 41' })).toBeTruthy();
    expect(
      within(failed!).getByText(
        'Powód: rachunek bankowy jest zamknięty. Kwota wróciła do dostępnych środków.',
      ),
    ).toBeTruthy();
  });

  it('says the balance could not load, and Retry loads it', async () => {
    let failing = true;
    renderBalance(balanceDto(), {
      'GET /api/payouts/balance': () =>
        failing
          ? { status: 500, data: { code: 500, message: 'Internal Server Error' } }
          : { status: 200, data: balanceDto() },
    });
    const alert = await screen.findByText('Could not load your balance, please try again.');
    failing = false;
    fireEvent.click(within(alert.parentElement!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('balance-available')).toBeTruthy();
  });
});
