import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAuthStore } from '#web/shared/lib/auth-store.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { serveApi } from '#web/test/serve-api.ts';
import { StaticPageRoute } from './static-page.tsx';

const SUBJECTS = [
  { key: 'general', label: 'General question' },
  { key: 'partnership', label: 'Work with us (partnership)' },
];

function renderPage(path: string, page: { status: number; data?: unknown }) {
  serveApi({
    'GET /api/contact/subjects': { status: 200, data: SUBJECTS },
    'GET /api/pages/:slug': page,
    'GET /api/pages': { status: 200, data: [] },
  });
  const store = createAuthStore();
  store.setStatus('loading');
  renderRoutes([{ path: '/info/:slug', element: <StaticPageRoute /> }], path, { store });
  return store;
}

describe('/info/contact-us', () => {
  it("shows the page's text above the form, and fills in the user's address once the session arrives", async () => {
    const store = renderPage('/info/contact-us?subject=partnership', {
      status: 200,
      data: { slug: 'contact-us', title: 'Contact us', content: '<p>We are here to help.</p>' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
    expect(screen.getByText('We are here to help.')).toBeTruthy();
    const select = (await screen.findByRole('combobox', { name: /subject/i })) as HTMLSelectElement;
    expect(select.value).toBe('partnership');
    const email = screen.getByRole('textbox', { name: /e-mail/i }) as HTMLInputElement;
    expect(email.value).toBe('');
    act(() =>
      store.setSession({
        token: 't',
        user: { id: 1, type: 'person', username: 'bea', email: 'bea@example.com' },
      }),
    );
    expect(email.value).toBe('bea@example.com');
  });

  it('shows the form under its own heading when the edition has no text for the page', async () => {
    renderPage('/info/contact-us?subject=nonsense', {
      status: 404,
      data: { code: 404, message: 'Not Found' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
    const select = (await screen.findByRole('combobox', { name: /subject/i })) as HTMLSelectElement;
    expect(select.value).toBe('');
  });
});
