import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { serveApi } from '#web/test/serve-api.ts';
import { ProfileStats } from './profile-stats.tsx';

/** The label's value in the stats list. */
function valueOf(label: string): string | null | undefined {
  return screen.getByText(label).nextElementSibling?.textContent;
}

beforeEach(() => {
  authStore.setSession({ token: 'token', user: { id: 1, type: 'person', username: 'seller' } });
});
afterEach(() => authStore.clear());

describe('the activity section', () => {
  it("shows the counters of spec 001's answer: stats {offers, reviews}, lastLoggedIn", async () => {
    serveApi({
      'GET /api/stats/my-profile': {
        status: 200,
        data: {
          stats: {
            offers: {
              offers_counter: 7,
              active_offers_counter: 3,
              active_offers_value: 4_294_967_296_00,
              earned: 12_50,
            },
            reviews: { average: 4.25, counter: 2 },
          },
          last_logged_in: null,
          member_since: '2024-03-05T10:00:00.000Z',
        },
      },
    });
    renderRoutes([{ path: '/', element: <ProfileStats lastLoggedIn={null} /> }], '/', { store: authStore });
    await waitFor(() => expect(valueOf('Offers')).toBe('7'));
    expect(valueOf('Active offers')).toBe('3');
    expect(valueOf('Value of active offers')).toBe('$4,294,967,296');
    expect(valueOf('Earned')).toBe('$12.50');
    expect(valueOf('Average rating')).toBe('4.3 (see your reviews)');
    expect(valueOf('Reviews')).toBe('2 (see your reviews)');
    // The review figures lead to the user's own reviews page.
    const links = screen.getAllByRole('link', { name: /see your reviews/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/reviews/me', '/reviews/me']);
    expect(valueOf('Last logged in')).toBe('Not set');
  });
});
