import { MESSAGES } from '@marketplace/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '#web/test/render.tsx';
import { sentBody, serveApi, type ApiRoute } from '#web/test/serve-api.ts';
import { LoginForm } from './login-form.tsx';

const UUID = '6f1c0f3e-8a4b-4c2e-9d5a-2b7e1f0c3a9d';
const SESSION = { token: 't', user: { id: 1, type: 'person', username: 'bea', email: 'bea@example.com' } };

function renderForm(region: 'us' | 'pl', create: ApiRoute) {
  const onSuccess = vi.fn();
  const { calls } = serveApi({
    'POST /api/sessions/create': create,
    'POST /api/sessions/sign-in-code': { status: 200, data: { uuid: UUID } },
  });
  renderRoutes([{ path: '/auth/login', element: <LoginForm onSuccess={onSuccess} /> }], '/auth/login', {
    region,
  });
  return { calls, onSuccess };
}

const fill = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe('<LoginForm> past the sign-in throttle', () => {
  it.each([
    ['us', 'E-mail me a code', 'Code from the e-mail', 'Log in'],
    ['pl', 'Wyślij mi kod e-mailem', 'Kod z e-maila', 'Zaloguj się'],
  ] as const)(
    'offers the %s owner a code by e-mail and signs in with it',
    async (region, send, code, login) => {
      let throttled = true;
      const { calls, onSuccess } = renderForm(region, () =>
        throttled
          ? { status: 429, data: { code: 429, message: MESSAGES.tooManyAttempts } }
          : { status: 200, data: SESSION },
      );
      fill(region === 'us' ? 'Username or email' : 'Nazwa użytkownika', 'bea');
      fill(region === 'us' ? 'Password' : 'Hasło', 'Correct-Horse-77');
      fireEvent.click(screen.getByRole('button', { name: login }));

      const offer = await screen.findByRole('alert');
      fireEvent.click(await screen.findByRole('button', { name: send }));
      await screen.findByRole('status');
      expect(sentBody(calls.at(-1)!)).toEqual({ username: 'bea' });

      // The code is asked for before anything is sent.
      fireEvent.click(screen.getByRole('button', { name: login }));
      expect(
        await screen.findByText(region === 'us' ? MESSAGES.required : 'To pole jest wymagane.'),
      ).toBeTruthy();

      throttled = false;
      fill(code, '123456');
      fireEvent.click(screen.getByRole('button', { name: login }));
      await waitFor(() => expect(onSuccess).toHaveBeenCalled());
      expect(sentBody(calls.at(-1)!)).toEqual({
        username: 'bea',
        password: 'Correct-Horse-77',
        uuid: UUID,
        code: '123456',
      });
      expect(offer.isConnected).toBe(false);
    },
  );

  it('puts a wrong code on the code field', async () => {
    let answer: { status: number; data: { code: number; message: string } } = {
      status: 429,
      data: { code: 429, message: MESSAGES.tooManyAttempts },
    };
    const { onSuccess } = renderForm('us', () => answer);
    fill('Username or email', 'bea');
    fill('Password', 'Correct-Horse-77');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    fireEvent.click(await screen.findByRole('button', { name: 'E-mail me a code' }));
    await screen.findByRole('status');
    fill('Code from the e-mail', '000000');
    answer = { status: 404, data: { code: 404, message: MESSAGES.incorrectCode } };
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Incorrect code')).toBeTruthy();
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
