import { MESSAGES } from '@marketplace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiRequest } from '#web/shared/lib/api-client.ts';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { formatDateTime } from '#web/shared/lib/format.ts';
import { Toaster } from '#web/shared/ui/toaster.tsx';
import { renderWithProviders } from '#web/test/render.tsx';
import { sentBody, serveApi } from '#web/test/serve-api.ts';
import { AccountSettingsPage } from './account-settings-page.tsx';
import { payoutFormSchema } from './payout-form.tsx';

const HOLD_UNTIL = '2026-12-04T10:30:00.000Z';

/** The API's own view of the user (snake_case on the wire), with the payout data given. */
const userWith = (payout: object | null) => ({
  id: 1,
  type: 'person',
  username: 'seller',
  email: 'seller@example.com',
  phone: null,
  first_name: 'Eve',
  last_name: 'Stone',
  company_name: null,
  vat_id: null,
  address: { street: null, apartment_number: null, city: null, state: null, post_code: null },
  payout,
  avatar: null,
  last_logged_in: null,
});
const US_PAYOUT = {
  holder: 'Eve Stone',
  account: { account_number: '••••••••6789', routing_number: '011000015' },
};
const PL_PAYOUT = { holder: 'Anna Nowak', account: { iban: `${'•'.repeat(24)}2874` } };

const TEXTS = {
  us: {
    edit: /^Edit\s*Bank account$/,
    add: /^Add\s*Bank account$/,
    holder: /^Account holder/,
    password: /^Your password/,
    save: 'Save',
    hold: `Payouts are held until ${formatDateTime(HOLD_UNTIL, 'us')} because the payout account changed.`,
  },
  pl: {
    edit: /^Edytuj\s*Konto bankowe$/,
    hold: `Wypłaty są wstrzymane do ${formatDateTime(HOLD_UNTIL, 'pl')}, ponieważ zmieniono konto do wypłat.`,
  },
};

function renderSettings(region: 'us' | 'pl' = 'us') {
  renderWithProviders(
    <>
      <AccountSettingsPage />
      <Toaster />
    </>,
    { store: authStore, region },
  );
}

const dialog = () => screen.getByRole('dialog');
const fillUsAccount = () => {
  fireEvent.change(within(dialog()).getByLabelText(/^Account number/), {
    target: { value: '987654321012' },
  });
  fireEvent.change(within(dialog()).getByLabelText(/^Routing number/), { target: { value: '021000021' } });
};
const posted = (calls: ApiRequest[]) =>
  calls.filter((call) => call.method === 'post' && call.url === '/api/accounts/my/update-payout');

beforeEach(() =>
  authStore.setSession({ token: 'token', user: { id: 1, type: 'person', username: 'seller' } }),
);
afterEach(() => authStore.clear());

describe('payoutFormSchema', () => {
  const us = { holder: 'Eve Stone', account: { accountNumber: '000123456789', routingNumber: '011000015' } };

  it('asks no password for the first payout data, and the password to replace them', () => {
    expect(payoutFormSchema('us', false).safeParse({ ...us, password: '' }).success).toBe(true);
    expect(payoutFormSchema('us', true).safeParse({ ...us, password: '' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['password'], message: MESSAGES.passwordRequiredToReplacePayout }),
    ]);
    expect(payoutFormSchema('us', true).parse({ ...us, password: ' Secret ' })).toMatchObject({
      password: ' Secret ',
    });
  });
});

describe('the bank account form', () => {
  it('gives the first payout data without asking for the password', async () => {
    const { calls } = serveApi({
      'GET /api/accounts/my': { status: 200, data: userWith(null) },
      'GET /api/stats/my-profile': { status: 404 },
      'GET /api/cards': { status: 200, data: { items: [] } },
      'POST /api/accounts/my/update-payout': { status: 200, data: userWith(US_PAYOUT) },
    });
    renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: TEXTS.us.add }));
    fireEvent.change(within(dialog()).getByLabelText(TEXTS.us.holder), { target: { value: 'Eve Stone' } });
    expect(within(dialog()).queryByLabelText(TEXTS.us.password)).toBeNull();
    fillUsAccount();
    fireEvent.click(within(dialog()).getByRole('button', { name: TEXTS.us.save }));
    expect(await screen.findByText('Your bank account has been saved.')).toBeTruthy();
    expect(sentBody(posted(calls)[0]!)).toEqual({
      holder: 'Eve Stone',
      account: { account_number: '987654321012', routing_number: '021000021' },
    });
    expect(screen.queryByTestId('payout-hold')).toBeNull();
  });

  it('asks the password to replace a saved account, sends it, and shows the hold', async () => {
    let replaced = false;
    const { calls } = serveApi({
      'GET /api/accounts/my': () => ({ status: 200, data: userWith(US_PAYOUT) }),
      'GET /api/stats/my-profile': { status: 404 },
      'GET /api/cards': { status: 200, data: { items: [] } },
      'POST /api/accounts/my/update-payout': (request) => {
        const { password } = sentBody(request) as { password?: string };
        if (password !== 'Secret-pass-1')
          return {
            status: 400,
            data: {
              code: 400,
              message: 'Validation Failed',
              errors: { children: { password: { errors: [MESSAGES.wrongPassword] } } },
            },
          };
        replaced = true;
        return {
          status: 200,
          data: userWith({
            holder: 'Eve Stone',
            account: { account_number: '••••••••1012', routing_number: '021000021' },
            hold_until: HOLD_UNTIL,
          }),
        };
      },
    });
    renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: TEXTS.us.edit }));
    const password = within(dialog()).getByLabelText(TEXTS.us.password);
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    expect(password.getAttribute('type')).toBe('password');
    fillUsAccount();

    // Not sent without it.
    fireEvent.click(within(dialog()).getByRole('button', { name: TEXTS.us.save }));
    expect(await within(dialog()).findByText(MESSAGES.passwordRequiredToReplacePayout)).toBeTruthy();
    expect(posted(calls)).toEqual([]);

    // A wrong one lands on its field.
    fireEvent.change(password, { target: { value: 'Wrong-pass-1' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: TEXTS.us.save }));
    expect(await within(dialog()).findByText(MESSAGES.wrongPassword)).toBeTruthy();
    expect(replaced).toBe(false);

    fireEvent.change(password, { target: { value: 'Secret-pass-1' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: TEXTS.us.save }));
    expect(await screen.findByText(TEXTS.us.hold)).toBeTruthy();
    expect(sentBody(posted(calls).at(-1)!)).toEqual({
      holder: 'Eve Stone',
      account: { account_number: '987654321012', routing_number: '021000021' },
      password: 'Secret-pass-1',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('••••••••1012')).toBeTruthy();
  });

  it('shows the hold in Polish in the Polish edition', async () => {
    serveApi({
      'GET /api/accounts/my': { status: 200, data: userWith({ ...PL_PAYOUT, hold_until: HOLD_UNTIL }) },
      'GET /api/stats/my-profile': { status: 404 },
      'GET /api/cards': { status: 200, data: { items: [] } },
    });
    renderSettings('pl');
    expect(await screen.findByText(TEXTS.pl.hold)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: TEXTS.pl.edit }));
    expect(
      within(dialog())
        .getByLabelText(/^Twoje hasło/)
        .getAttribute('autocomplete'),
    ).toBe('current-password');
  });
});
