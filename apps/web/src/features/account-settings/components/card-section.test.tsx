import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { Toaster } from '#web/shared/ui/toaster.tsx';
import { renderWithProviders } from '#web/test/render.tsx';
import { sentBody, serveApi } from '#web/test/serve-api.ts';
import { AccountSettingsPage } from './account-settings-page.tsx';

const user = {
  id: 1,
  type: 'person',
  username: 'buyer',
  email: 'buyer@example.com',
  phone: null,
  first_name: 'Jane',
  last_name: 'Buyer',
  company_name: null,
  vat_id: null,
  address: { street: null, apartment_number: null, city: null, state: null, post_code: null },
  payout: null,
  avatar: null,
  last_logged_in: null,
};

const card = (last4: string) => ({
  credit_card_number: `**** **** **** ${last4}`,
  extra_card_data: { payment_method_id: `pm_${last4}`, brand: 'visa' },
});

function fillCard(number: string) {
  fireEvent.change(screen.getByLabelText(/Cardholder name/), { target: { value: 'Jane Buyer' } });
  fireEvent.change(screen.getByLabelText(/Card number/), { target: { value: number } });
  fireEvent.change(screen.getByLabelText(/Expiry date/), { target: { value: '12/34' } });
  fireEvent.change(screen.getByLabelText(/CVC/), { target: { value: '123' } });
}

beforeEach(() => {
  authStore.setSession({ token: 'token', user: { id: 1, type: 'person', username: 'buyer' } });
});
afterEach(() => authStore.clear());

describe('the credit card section', () => {
  it('adds a card through the provider and shows the first saved card', async () => {
    let saved = false;
    const { calls } = serveApi({
      'GET /api/accounts/my': { status: 200, data: user },
      'GET /api/stats/my-profile': { status: 404 },
      'GET /api/cards': () => ({ status: 200, data: { items: saved ? [card('4242')] : [] } }),
      'POST /api/payment-sandbox/payment-methods': {
        status: 200,
        data: { id: 'pm_4242', brand: 'visa', last4: '4242' },
      },
      'POST /api/cards': () => {
        saved = true;
        return { status: 201, data: card('4242') };
      },
    });
    renderWithProviders(
      <>
        <AccountSettingsPage />
        <Toaster />
      </>,
      { store: authStore },
    );
    expect(await screen.findByText('No saved card')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Add card/ }));
    await screen.findByRole('dialog', { name: 'Add a card' });
    fillCard('4242 4242 4242 4242');
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Card saved')).toBeTruthy();
    const posted = calls.filter((call) => call.method === 'post');
    expect(sentBody(posted[0]!)).toEqual({
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
    });
    expect(sentBody(posted[1]!)).toEqual({ data: { payment_method_id: 'pm_4242' } });
    expect((await screen.findByTestId('saved-card')).textContent).toContain('**** **** **** 4242');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the provider's refusal, else errorCreditCard", async () => {
    let refusal = true;
    serveApi({
      'GET /api/accounts/my': { status: 200, data: user },
      'GET /api/stats/my-profile': { status: 404 },
      'GET /api/cards': { status: 200, data: { items: [] } },
      'POST /api/payment-sandbox/payment-methods': () =>
        refusal
          ? {
              status: 400,
              data: {
                code: 400,
                message: 'Validation Failed',
                errors: {
                  children: {
                    card: { children: { number: { errors: ['Your card number is incorrect.'] } } },
                  },
                },
              },
            }
          : { status: 500 },
    });
    renderWithProviders(
      <>
        <AccountSettingsPage />
        <Toaster />
      </>,
      { store: authStore },
    );
    fireEvent.click(await screen.findByRole('button', { name: /Add card/ }));
    fillCard('4242 4242 4242 4241');
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    // On the number field and in the toast.
    await waitFor(() => expect(screen.getAllByText('Your card number is incorrect.')).toHaveLength(2));
    refusal = false;
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Error save credit card')).toBeTruthy();
  });
});
