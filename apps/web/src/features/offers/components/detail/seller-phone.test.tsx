import { maskPhone, MESSAGES } from '@marketplace/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { serveApi, type MockReply } from '#web/test/serve-api.ts';
import { SellerPhone } from './seller-phone.tsx';

/** Answers the phone call with `reply`. */
const serve = (reply: MockReply) => serveApi({ 'GET /api/offers/:id/phone': reply }).calls;

describe('<SellerPhone>', () => {
  it('shows the masked number until asked, then fetches the full one as a tel: link', async () => {
    authStore.clear('anonymous');
    const calls = serve({ status: 200, data: { phone: '+13055550106' } });
    renderWithProviders(<SellerPhone offerId={42} phone={maskPhone('+13055550106')} />);

    expect(screen.getByText('+1 (•••) •••-•106')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Show number' }));
    const link = await screen.findByRole('link', { name: '+1 (305) 555-0106' });
    expect(link.getAttribute('href')).toBe('tel:+13055550106');
    expect(document.activeElement).toBe(link);
    expect(calls.map((call) => call.url)).toEqual(['/api/offers/42/phone']);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([
    ['us', 'You have viewed many phone numbers in a short time. Please try again later.'],
    ['pl', 'W krótkim czasie wyświetlono zbyt wiele numerów telefonów. Spróbuj ponownie później.'],
  ] as const)(
    'says so in the %s edition when the visitor has shown too many numbers',
    async (region, text) => {
      authStore.clear('anonymous');
      serve({ status: 429, data: { code: 429, message: MESSAGES.tooManyAttempts } });
      renderWithProviders(<SellerPhone offerId={42} phone={maskPhone('+48600700800')} />, { region });

      fireEvent.click(screen.getByRole('button'));
      expect((await screen.findByRole('alert')).textContent).toBe(text);
      expect(screen.getByText('+48 ••• ••• 800')).toBeTruthy();
      expect(screen.queryByRole('link')).toBeNull();
    },
  );

  it('offers another try after a failure', async () => {
    authStore.clear('anonymous');
    serve('network');
    renderWithProviders(<SellerPhone offerId={7} phone={maskPhone('+48600700800')} />, { region: 'pl' });
    fireEvent.click(screen.getByRole('button', { name: 'Pokaż numer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Nie udało się pokazać numeru. Spróbuj ponownie.',
    );

    serve({ status: 200, data: { phone: '+48600700800' } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Pokaż numer' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pokaż numer' }));
    expect(await screen.findByRole('link', { name: '+48 600 700 800' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the owner's own number at once, without asking the server", () => {
    const calls = serve({ status: 500 });
    renderWithProviders(<SellerPhone offerId={42} phone="+13055550106" revealed />);
    expect(screen.getByRole('link', { name: '+1 (305) 555-0106' }).getAttribute('href')).toBe(
      'tel:+13055550106',
    );
    expect(calls).toHaveLength(0);
  });
});
