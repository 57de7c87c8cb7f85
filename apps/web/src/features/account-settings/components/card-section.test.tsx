import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { Toaster } from '#web/shared/ui/toaster.tsx';
import { renderWithProviders } from '#web/test/render.tsx';
import { sentBody, serveApi } from '#web/test/serve-api.ts';
import { AccountSettingsPage } from './account-settings-page.tsx';

// Stripe Elements stand-ins: the form renders, and confirmSetup answers what a test says.
const stripe = vi.hoisted(() => ({
  confirmSetup: vi.fn(),
  elementsOptions: [] as unknown[],
}));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ options, children }: { options: unknown; children: ReactNode }) => {
    stripe.elementsOptions.push(options);
    return children;
  },
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => ({ confirmSetup: stripe.confirmSetup }),
  useElements: () => ({ elements: true }),
}));
vi.mock('#web/shared/lib/stripe.ts', () => ({ stripeFor: () => Promise.resolve(null) }));

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

const LABELS = {
  en: { holder: /Cardholder name/, number: /Card number/, expiry: /Expiry date/ },
  pl: { holder: /Imię i nazwisko posiadacza/, number: /Numer karty/, expiry: /Data ważności/ },
};

function fillCard(number: string, labels = LABELS.en) {
  fireEvent.change(screen.getByLabelText(labels.holder), { target: { value: 'Jane Buyer' } });
  fireEvent.change(screen.getByLabelText(labels.number), { target: { value: number } });
  fireEvent.change(screen.getByLabelText(labels.expiry), { target: { value: '12/34' } });
  fireEvent.change(screen.getByLabelText(/CVC/), { target: { value: '123' } });
}

/** A 400 of the API with an error on one nested field (the documented error body). */
const refused = (parent: string, field: string, message: string) => ({
  status: 400,
  data: {
    code: 400,
    message: 'Validation Failed',
    errors: { children: { [parent]: { children: { [field]: { errors: [message] } } } } },
  },
});

function renderSettings(region: 'us' | 'pl' = 'us') {
  renderWithProviders(
    <>
      <AccountSettingsPage />
      <Toaster />
    </>,
    { store: authStore, region },
  );
}

beforeEach(() => {
  stripe.confirmSetup.mockReset();
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
      'POST /api/cards/setup': { status: 200, data: { provider: 'sandbox' } },
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
    // The sandbox's form, once the set-up has answered.
    await screen.findByLabelText(/Cardholder name/);
    fillCard('4242 4242 4242 4242');
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Card saved')).toBeTruthy();
    const posted = calls.filter((call) => call.method === 'post');
    expect(posted.map((call) => call.url)).toEqual([
      '/api/cards/setup',
      '/api/payment-sandbox/payment-methods',
      '/api/cards',
    ]);
    expect(sentBody(posted[1]!)).toEqual({
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
    });
    expect(sentBody(posted[2]!)).toEqual({ data: { payment_method_id: 'pm_4242' } });
    expect((await screen.findByTestId('saved-card')).textContent).toContain('**** **** **** 4242');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the provider's refusal, else errorCreditCard", async () => {
    let refusal = true;
    serveApi({
      'GET /api/accounts/my': { status: 200, data: user },
      'GET /api/stats/my-profile': { status: 404 },
      'GET /api/cards': { status: 200, data: { items: [] } },
      'POST /api/cards/setup': { status: 200, data: { provider: 'sandbox' } },
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
    await screen.findByLabelText(/Cardholder name/);
    fillCard('4242 4242 4242 4241');
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    // On the number field and in the toast.
    await waitFor(() => expect(screen.getAllByText('Your card number is incorrect.')).toHaveLength(2));
    refusal = false;
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Error save credit card')).toBeTruthy();
  });

  it('adds a card through Stripe: confirms the SetupIntent and saves its payment method', async () => {
    let saved = false;
    const { calls } = serveApi({
      'GET /api/accounts/my': { status: 200, data: user },
      'GET /api/stats/my-profile': { status: 404 },
      'GET /api/cards': () => ({ status: 200, data: { items: saved ? [card('4242')] : [] } }),
      'POST /api/cards/setup': {
        status: 200,
        data: { provider: 'stripe', client_secret: 'seti_1_secret_2', publishable_key: 'pk_test_1' },
      },
      'POST /api/cards': () => {
        saved = true;
        return { status: 201, data: card('4242') };
      },
    });
    stripe.confirmSetup
      .mockResolvedValueOnce({ error: { type: 'card_error', message: 'Your card was declined.' } })
      .mockResolvedValueOnce({ setupIntent: { id: 'seti_1', payment_method: 'pm_stripe_4242' } });
    renderWithProviders(
      <>
        <AccountSettingsPage />
        <Toaster />
      </>,
      { store: authStore },
    );
    fireEvent.click(await screen.findByRole('button', { name: /Add card/ }));
    await screen.findByTestId('payment-element');
    expect(stripe.elementsOptions.at(-1)).toMatchObject({ clientSecret: 'seti_1_secret_2' });
    expect(screen.queryByLabelText(/Card number/)).toBeNull();

    // Stripe's refusal is shown as Stripe words it; nothing is saved.
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/cards' && call.method === 'post')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Card saved')).toBeTruthy();
    expect(stripe.confirmSetup).toHaveBeenLastCalledWith({
      elements: { elements: true },
      redirect: 'if_required',
    });
    const save = calls.find((call) => call.url === '/api/cards' && call.method === 'post');
    expect(sentBody(save!)).toEqual({ data: { payment_method_id: 'pm_stripe_4242' } });
    expect((await screen.findByTestId('saved-card')).textContent).toContain('**** **** **** 4242');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog open with the decline in it, in the edition’s language, and saves nothing', async () => {
    const { calls } = serveApi({
      'GET /api/accounts/my': { status: 200, data: user },
      'GET /api/stats/my-profile': { status: 404 },
      'GET /api/cards': { status: 200, data: { items: [] } },
      'POST /api/cards/setup': { status: 200, data: { provider: 'sandbox' } },
      'POST /api/payment-sandbox/payment-methods': refused('card', 'number', 'Your card was declined.'),
    });
    renderSettings('pl');
    fireEvent.click(await screen.findByRole('button', { name: /Dodaj kartę/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj kartę' });
    await within(dialog).findByLabelText(LABELS.pl.number);
    fillCard('4000 0000 0000 0002', LABELS.pl);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz kartę' }));
    expect(await within(dialog).findByText('Twoja karta została odrzucona.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Dodaj kartę' })).toBe(dialog);
    expect(calls.some((call) => call.url === '/api/cards' && call.method === 'post')).toBe(false);
    expect(screen.getByText('Brak zapisanej karty')).toBeTruthy();
  });

  it('shows in the dialog a card the server refuses to save', async () => {
    serveApi({
      'GET /api/accounts/my': { status: 200, data: user },
      'GET /api/stats/my-profile': { status: 404 },
      'GET /api/cards': { status: 200, data: { items: [] } },
      'POST /api/cards/setup': { status: 200, data: { provider: 'sandbox' } },
      'POST /api/payment-sandbox/payment-methods': {
        status: 200,
        data: { id: 'pm_0002', brand: 'visa', last4: '0002' },
      },
      'POST /api/cards': refused('data', 'paymentMethodId', 'Your card was declined.'),
    });
    renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: /Add card/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    await within(dialog).findByLabelText(/Cardholder name/);
    fillCard('4000 0000 0000 0002');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await within(dialog).findByText('Your card was declined.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add a card' })).toBe(dialog);
    expect(screen.getByText('No saved card')).toBeTruthy();
  });

  it('shows Stripe’s decline and the server’s refusal in the dialog (Stripe)', async () => {
    serveApi({
      'GET /api/accounts/my': { status: 200, data: user },
      'GET /api/stats/my-profile': { status: 404 },
      'GET /api/cards': { status: 200, data: { items: [] } },
      'POST /api/cards/setup': {
        status: 200,
        data: { provider: 'stripe', client_secret: 'seti_1_secret_2', publishable_key: 'pk_test_1' },
      },
      'POST /api/cards': refused('data', 'paymentMethodId', 'Your card was declined.'),
    });
    stripe.confirmSetup
      .mockResolvedValueOnce({ error: { type: 'card_error', message: 'Twoja karta została odrzucona.' } })
      .mockResolvedValueOnce({ setupIntent: { id: 'seti_1', payment_method: 'pm_stripe_0002' } });
    renderSettings('pl');
    fireEvent.click(await screen.findByRole('button', { name: /Dodaj kartę/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj kartę' });
    await within(dialog).findByTestId('payment-element');

    // Stripe's own words (its form speaks the edition's language).
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz kartę' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Twoja karta została odrzucona.');
    // A method the server refuses (its set-up did not succeed): our text in the edition's language.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz kartę' }));
    await waitFor(() => expect(stripe.confirmSetup).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Twoja karta została odrzucona.'),
    );
    expect(screen.getByRole('dialog', { name: 'Dodaj kartę' })).toBe(dialog);
    expect(screen.getByText('Brak zapisanej karty')).toBeTruthy();
  });
});
