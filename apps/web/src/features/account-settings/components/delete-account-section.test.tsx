import { MESSAGES } from '@marketplace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { sentBody, serveApi } from '#web/test/serve-api.ts';
import { DeleteAccountSection } from './delete-account-section.tsx';

function renderSection(region: 'us' | 'pl' = 'us') {
  const onDeleted = vi.fn(async () => undefined);
  const view = renderRoutes(
    [
      { path: '/profile/account-settings', element: <DeleteAccountSection onDeleted={onDeleted} /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    '/profile/account-settings',
    { store: authStore, region },
  );
  return { ...view, onDeleted };
}

const dialog = () => screen.getByRole('dialog');

beforeEach(() =>
  authStore.setSession({ token: 'token', user: { id: 1, type: 'person', username: 'seller' } }),
);
afterEach(() => authStore.clear());

describe('Delete my account', () => {
  it('says what is deleted and what stays, and asks for the password and a confirmation', async () => {
    const { calls } = serveApi({});
    renderSection();
    expect(screen.getByRole('heading', { name: 'Delete my account' })).toBeTruthy();
    expect(screen.getByText(/Your orders and payments/)).toBeTruthy();
    expect(screen.getByText(/Deleted account/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog()).findByText(MESSAGES.required)).toBeTruthy();
    expect(within(dialog()).getByText('Tick the box to confirm.')).toBeTruthy();
    // The password alone is not enough: the box must be ticked too.
    fireEvent.change(within(dialog()).getByLabelText(/^Password/), { target: { value: 'Secret-Pass-1' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(within(dialog()).queryByText(MESSAGES.required)).toBeNull());
    expect(within(dialog()).getByText('Tick the box to confirm.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows a wrong password on its field, and deletes nothing', async () => {
    serveApi({
      'POST /api/accounts/my/delete': {
        status: 400,
        data: {
          code: 400,
          message: 'Validation Failed',
          errors: { children: { password: { errors: [MESSAGES.wrongPassword] } } },
        },
      },
    });
    const { onDeleted } = renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    fireEvent.change(within(dialog()).getByLabelText(/^Password/), { target: { value: 'Wrong-Pass-1' } });
    fireEvent.click(within(dialog()).getByRole('checkbox'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog()).findByText('The current password is incorrect.')).toBeTruthy();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in Polish, naming each open order with a link to it", async () => {
    serveApi({
      'POST /api/accounts/my/delete': {
        status: 409,
        data: {
          code: 409,
          message: MESSAGES.accountDeletionBlocked,
          errors: {
            errors: [
              'Your sale, order 12, is still open.',
              'Your purchase, order 15, is still open.',
              'The dispute of order 16 is still open.',
              'A dispute of a review is still open.',
            ],
          },
        },
      },
    });
    const { onDeleted, router } = renderSection('pl');
    fireEvent.click(screen.getByRole('button', { name: 'Usuń moje konto' }));
    fireEvent.change(within(dialog()).getByLabelText(/^Hasło/), { target: { value: 'Secret-Pass-1' } });
    fireEvent.click(within(dialog()).getByRole('checkbox'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Usuń konto' }));
    const alert = await within(dialog()).findByRole('alert');
    expect(alert.textContent).toContain('Nie można usunąć konta, dopóki masz otwarte zamówienie lub spór.');
    const sale = within(alert).getByRole('link', {
      name: 'Zamówienie 12 (Twoja sprzedaż) jest wciąż otwarte.',
    });
    expect(sale.getAttribute('href')).toBe('/profile/my-offers/sold/12');
    const purchase = within(alert).getByRole('link', {
      name: 'Zamówienie 15 (Twój zakup) jest wciąż otwarte.',
    });
    expect(purchase.getAttribute('href')).toBe('/profile/my-purchases/15');
    expect(within(alert).getByText('Spór dotyczący zamówienia 16 jest wciąż otwarty.')).toBeTruthy();
    expect(within(alert).getByText('Spór dotyczący opinii jest wciąż otwarty.')).toBeTruthy();
    expect(alert.textContent).not.toMatch(/order|still open/);
    expect(onDeleted).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/profile/account-settings');
  });

  it('sends the password and, once deleted, hands over to sign out', async () => {
    const { calls } = serveApi({ 'POST /api/accounts/my/delete': { status: 200, data: {} } });
    const { onDeleted } = renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    fireEvent.change(within(dialog()).getByLabelText(/^Password/), { target: { value: 'Secret-Pass-1' } });
    fireEvent.click(within(dialog()).getByLabelText(/deleted for good/));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(calls.map((call) => [call.method, call.url])).toEqual([['post', '/api/accounts/my/delete']]);
    expect(sentBody(calls[0]!)).toEqual({ password: 'Secret-Pass-1' });
  });
});
