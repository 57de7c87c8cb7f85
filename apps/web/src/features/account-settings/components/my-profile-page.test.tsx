import type { SessionUser } from '@marketplace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { serveApi } from '#web/test/serve-api.ts';
import { MyProfilePage } from './my-profile-page.tsx';
import { atEditionTime } from '#web/test/edition-time.ts';

const USERS: Record<'us' | 'pl', SessionUser> = {
  us: {
    id: 1,
    type: 'person',
    username: 'grace',
    firstName: 'Grace',
    lastName: 'Hopper',
    address: { city: 'Austin', state: 'TX' },
  },
  pl: {
    id: 1,
    type: 'person',
    username: 'zofia',
    firstName: 'Zofia',
    lastName: 'Nowak',
    address: { city: 'Kraków', state: 'małopolskie' },
  },
};

/** The API's answer (snake_case on the wire; the client turns it into camelCase). */
const STATS = {
  stats: {
    offers: {
      offers_counter: 12_345,
      active_offers_counter: 3,
      active_offers_value: 123_456_78,
      earned: 45_50,
    },
    reviews: { average: 4.25, counter: 2 },
  },
  // Local times (the test runs in the machine's zone): the card shows them as such.
  last_logged_in: atEditionTime('us', 2026, 10, 27, 9, 5),
  member_since: atEditionTime('us', 2024, 2, 5, 12, 0),
};

function renderPage(region: 'us' | 'pl' = 'us', onLogout = vi.fn()) {
  // The API client asks the app's session for its token.
  authStore.setSession({ token: 'token', user: USERS[region] });
  renderRoutes(
    [
      { path: '/profile/my-profile', element: <MyProfilePage user={USERS[region]} onLogout={onLogout} /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    '/profile/my-profile',
    { region, store: authStore },
  );
  return onLogout;
}

/** A line of the card (its date is a span of its own, kept on one line). */
const cardLine = (text: string) =>
  screen.getByText((_, element) => element?.tagName === 'LI' && element.textContent === text);

/** Waits for the figures and dates: until then, placeholders stand where they come. */
const loaded = () => waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());

/** The value shown under a figure's label. */
const valueOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

afterEach(() => authStore.clear());

describe('My profile', () => {
  it('shows skeletons while the stats load, with the card already there', async () => {
    let answer: (reply: { status: number; data: unknown }) => void = () => undefined;
    const served = serveApi({
      'GET /api/stats/my-profile': () => new Promise((resolve) => (answer = resolve)),
    });
    renderPage('us');
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Grace Hopper' })).toBeTruthy();
    expect(screen.getByText('Austin, TX')).toBeTruthy();
    expect(screen.getByText('Loading…').closest('[aria-busy="true"]')).toBeTruthy();
    // The labels and sentences are there at once, a placeholder where each value and date comes,
    // so what is below them does not move when they arrive.
    expect(valueOf('Offers')).toBe('');
    expect(cardLine('Member since ')).toBeTruthy();
    expect(cardLine('Last logged in ')).toBeTruthy();
    await waitFor(() => expect(served.calls).toHaveLength(1));
    answer({ status: 200, data: STATS });
    await loaded();
    expect(valueOf('Offers')).toBe('12,345');
  });

  it('says the data could not load and asks again on Retry', async () => {
    let calls = 0;
    serveApi({
      'GET /api/stats/my-profile': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, data: { code: 500, message: 'Internal Server Error' } }
          : { status: 200, data: STATS };
      },
    });
    renderPage('us');
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load data, please try again.');
    // The account screens stay reachable meanwhile.
    expect(screen.getByRole('link', { name: 'My offers' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await loaded();
    expect(valueOf('Offers')).toBe('12,345');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toBe(2);
  });

  it('formats the figures and dates of the US edition', async () => {
    serveApi({ 'GET /api/stats/my-profile': { status: 200, data: STATS } });
    renderPage('us');
    await loaded();
    expect(cardLine('Member since 03-05-2024')).toBeTruthy();
    expect(cardLine('Last logged in 11-27-2026 09:05')).toBeTruthy();
    expect(valueOf('Offers')).toBe('12,345');
    expect(valueOf('Active offers')).toBe('3');
    expect(valueOf('Value of active offers')).toBe('$123,456.78');
    expect(valueOf('Earned')).toBe('$45.50');
    expect(valueOf('Average rating')).toBe('4.3 (see your reviews)');
    expect(valueOf('Reviews')).toBe('2 (see your reviews)');
    const reviewLinks = screen.getAllByRole('link', { name: /see your reviews/ });
    expect(reviewLinks.map((link) => link.getAttribute('href'))).toEqual(['/reviews/me', '/reviews/me']);
  });

  it('formats the figures and dates of the Polish edition, in Polish', async () => {
    serveApi({ 'GET /api/stats/my-profile': { status: 200, data: STATS } });
    renderPage('pl');
    await loaded();
    expect(cardLine('W serwisie od 05-03-2024')).toBeTruthy();
    expect(cardLine('Ostatnie logowanie: 27-11-2026 15:05')).toBeTruthy();
    expect(screen.getByText('Kraków, małopolskie')).toBeTruthy();
    // pl-PL groups thousands with a non-breaking space and writes the złoty after the amount.
    const normalise = (text: string | null | undefined) => text?.replace(/\s/g, ' ');
    expect(normalise(valueOf('Ogłoszenia'))).toBe('12 345');
    expect(normalise(valueOf('Wartość aktywnych ogłoszeń'))).toBe('123 456,78 zł');
    expect(normalise(valueOf('Zarobiono'))).toBe('45,50 zł');
    expect(valueOf('Średnia ocena')).toBe('4,3 (zobacz swoje opinie)');
  });

  it('lists every account screen and logs out', async () => {
    serveApi({ 'GET /api/stats/my-profile': { status: 200, data: STATS } });
    const onLogout = renderPage('us');
    const nav = screen.getByRole('navigation', { name: 'Your account' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['My offers', '/profile/my-offers'],
      ['My purchases', '/profile/my-purchases'],
      ['Sold', '/profile/my-offers/sold'],
      ['Balance', '/profile/balance'],
      ['My reviews', '/reviews/me'],
      ['Messages', '/messages'],
      ['Saved searches', '/profile/saved-searches'],
      ['Account settings', '/profile/account-settings'],
    ]);
    fireEvent.click(within(nav).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1));
  });
});
