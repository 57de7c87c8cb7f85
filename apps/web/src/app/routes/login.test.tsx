import { MESSAGES } from '@marketplace/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { Toaster } from '#web/shared/ui/toaster.tsx';
import { renderRoutes } from '#web/test/render.tsx';
import { sentBody, serveApi } from '#web/test/serve-api.ts';
import { LoginRoute } from './login.tsx';

const UUID = '6f1c0f3e-8a4b-4c2e-9d5a-2b7e1f0c3a9d';
const SESSION = { token: 't', user: { id: 1, type: 'person', username: 'bea', email: 'bea@example.com' } };
const NOT_CONFIRMED = {
  status: 403,
  data: {
    code: 403,
    message: MESSAGES.accountNotConfirmed,
    confirmation: { uuid: UUID, auth_type: 'email' },
  },
};

function renderLogin(region: 'us' | 'pl' = 'us') {
  let confirmed = false;
  const served = serveApi({
    'POST /api/sessions/create': () => (confirmed ? { status: 200, data: SESSION } : NOT_CONFIRMED),
    'POST /api/short-codes/confirm': (request) => {
      confirmed = (sentBody(request) as { code: string }).code === '123456';
      return confirmed
        ? { status: 200, data: {} }
        : { status: 404, data: { code: 404, message: MESSAGES.incorrectCode } };
    },
    'POST /api/short-codes/resend': { status: 200, data: {} },
    'POST /api/basket/merge': { status: 200, data: { items: [] } },
    'GET /api/basket': { status: 200, data: { items: [] } },
  });
  const view = renderRoutes(
    [
      {
        path: '/auth/login',
        element: (
          <>
            <LoginRoute />
            <Toaster />
          </>
        ),
      },
      { path: '/', element: <h1>Home</h1> },
    ],
    '/auth/login',
    { region, store: authStore },
  );
  return { ...served, ...view };
}

const logIn = (username: string, password: string, labels = ['Username or email', 'Password', 'Log in']) => {
  fireEvent.change(screen.getByLabelText(labels[0]!, { exact: false }), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(labels[1]!, { exact: false }), { target: { value: password } });
  fireEvent.click(screen.getAllByRole('button', { name: labels[2] }).at(-1)!);
};

afterEach(() => authStore.clear());

describe('<LoginRoute> for an account whose registration was not confirmed (decision 083)', () => {
  it('offers to enter the code, confirms it and signs in with what was typed', async () => {
    const { calls, router } = renderLogin();
    logIn('bea', 'Correct-Horse-77');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.accountNotConfirmed);
    fireEvent.click(screen.getByRole('button', { name: 'Enter the code' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your account' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Confirmation code', { exact: false }), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(authStore.getState().status).toBe('authenticated');
    const posts = calls.filter((call) => call.method === 'post').map((call) => [call.url, sentBody(call)]);
    expect(posts).toEqual(
      expect.arrayContaining([
        [expect.stringContaining('/api/short-codes/confirm'), { code: '123456', uuid: UUID }],
        [expect.stringContaining('/api/sessions/create'), { username: 'bea', password: 'Correct-Horse-77' }],
      ]),
    );
  });

  it('sends a new code through the resend call, in Polish on the Polish edition', async () => {
    const { calls } = renderLogin('pl');
    logIn('bea', 'Correct-Horse-77', ['Nazwa użytkownika', 'Hasło', 'Zaloguj się']);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Twoje konto nie jest jeszcze potwierdzone.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij nowy kod' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Potwierdź swoje konto' })).toBeTruthy();
    // The toaster loads after the first screen (decision 045): it may take a moment.
    expect(await screen.findByText('Nowy kod jest w drodze.', undefined, { timeout: 5000 })).toBeTruthy();
    const resend = calls.find((call) => call.url.includes('/api/short-codes/resend'));
    expect(sentBody(resend!)).toEqual({ uuid: UUID });
    // Back to the form, with what was typed still there.
    fireEvent.click(screen.getByRole('button', { name: 'Wróć do logowania' }));
    expect((screen.getByLabelText('Nazwa użytkownika', { exact: false }) as HTMLInputElement).value).toBe(
      'bea',
    );
  }, 15_000);
});
