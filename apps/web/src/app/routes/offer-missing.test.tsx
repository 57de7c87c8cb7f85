import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { serveApi } from '#web/test/serve-api.ts';
import { OfferDetailRoute } from './offer-detail.tsx';
import { EditOfferRoute } from './offer-form.tsx';

const NOT_FOUND = 'We could not find this page';

/** Answers `GET /api/offers/{id}` with `status`; the category tree is empty. */
function serveOfferStatus(status: number) {
  return serveApi({
    'GET /api/sales-channel': { status: 200, data: { categories: [], menu: [] } },
    'GET /api/offers/5': { status, data: { code: status, message: 'Gone' } },
  }).calls;
}

afterEach(() => {
  authStore.clear();
});

describe('offer detail: a missing offer (spec 000 section 8)', () => {
  it.each([412, 404])('shows the not-found page with a link to the main page on %i', async (status) => {
    const calls = serveOfferStatus(status);
    authStore.clear('anonymous');
    renderRoutes([{ path: '/offer/:id', element: <OfferDetailRoute /> }], '/offer/5', { store: authStore });
    expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse offers' }).getAttribute('href')).toBe('/');
    expect(calls.map((call) => call.url)).toContain('/api/offers/5');
  });

  it('offers a retry, not the not-found page, on a server failure', async () => {
    serveOfferStatus(500);
    authStore.clear('anonymous');
    renderRoutes([{ path: '/offer/:id', element: <OfferDetailRoute /> }], '/offer/5', { store: authStore });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: NOT_FOUND })).toBeNull();
  });
});

describe('offer edit form: a missing offer (spec 000 "Offer create and edit form")', () => {
  it.each([412, 404])('shows the not-found page on %i', async (status) => {
    const calls = serveOfferStatus(status);
    authStore.setSession({ token: 'token', user: { id: 1, type: 'person', username: 'anna' } });
    renderRoutes([{ path: '/offers/edit/:id', element: <EditOfferRoute /> }], '/offers/edit/5', {
      store: authStore,
    });
    expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse offers' }).getAttribute('href')).toBe('/');
    // Asked once: a missing offer is not retried.
    expect(calls.filter((call) => call.url === '/api/offers/5')).toHaveLength(1);
  });
});
