import { CONTACT_MESSAGE_MAX } from '@marketplace/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createChallenge, sha } from 'altcha/lib';
import { describe, expect, it } from 'vitest';
import { Toaster } from '#web/shared/ui/toaster.tsx';
import { renderRoutes } from '#web/test/render.tsx';
import { sentBody, serveApi, type ApiRoute } from '#web/test/serve-api.ts';
import { ContactForm } from './contact-form.tsx';

const SUBJECTS_US = [
  { key: 'general', label: 'General question' },
  { key: 'payments', label: 'Orders and payments' },
  { key: 'transport', label: 'Haul with us (transport)' },
];
const SUBJECTS_PL = [
  { key: 'general', label: 'Pytanie ogólne' },
  { key: 'payments', label: 'Zamówienia i płatności' },
];

function renderForm(
  props: Parameters<typeof ContactForm>[0] = {},
  { region = 'us', post = { status: 204 } }: { region?: 'us' | 'pl'; post?: ApiRoute } = {},
) {
  const api = serveApi({
    'GET /api/contact/subjects': { status: 200, data: region === 'pl' ? SUBJECTS_PL : SUBJECTS_US },
    'POST /api/contact': post,
  });
  renderRoutes(
    [
      {
        path: '/info/contact-us',
        element: (
          <>
            <ContactForm {...props} />
            <Toaster />
          </>
        ),
      },
      { path: '/', element: <p>home page</p> },
    ],
    '/info/contact-us',
    { region },
  );
  return api;
}

const subjectSelect = () => screen.findByRole('combobox', { name: /subject|temat/i });
const emailInput = () => screen.getByRole('textbox', { name: /e-mail/i });
const messageInput = () => screen.getByRole('textbox', { name: /message|wiadomość/i });
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

describe('<ContactForm>', () => {
  it('shows a placeholder while the subjects load, then lists them with a choose-one option', async () => {
    renderForm();
    expect(screen.getByTestId('contact-subjects-loading')).toBeTruthy();
    const select = await subjectSelect();
    const options = [...select.querySelectorAll('option')].map((option) => option.textContent);
    expect(options).toEqual([
      'Choose a subject',
      'General question',
      'Orders and payments',
      'Haul with us (transport)',
    ]);
  });

  it('shows an error with a retry when the subjects cannot be loaded', async () => {
    let calls = 0;
    serveApi({
      'GET /api/contact/subjects': () =>
        ++calls === 1 ? { status: 500 } : { status: 200, data: SUBJECTS_US },
    });
    renderRoutes([{ path: '/', element: <ContactForm /> }], '/');
    expect(await screen.findByText('Could not load the subjects.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await subjectSelect()).toBeTruthy();
  });

  it('checks every field with the contract rules before sending anything', async () => {
    const { calls } = renderForm();
    await subjectSelect();
    type(emailInput(), 'not-an-address');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Invalid email address.')).toBeTruthy();
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    const subjectError = document.getElementById((await subjectSelect()).getAttribute('aria-describedby')!);
    expect(subjectError?.textContent).toBe('This field is required.');
    expect(calls.filter((call) => call.method === 'post')).toHaveLength(0);
  });

  it('counts the message characters as they are typed', async () => {
    renderForm();
    await subjectSelect();
    expect(screen.getByText(`0 / ${CONTACT_MESSAGE_MAX}`)).toBeTruthy();
    type(messageInput(), 'Hello there');
    expect(screen.getByText(`11 / ${CONTACT_MESSAGE_MAX}`)).toBeTruthy();
    expect(messageInput().getAttribute('maxlength')).toBe(String(CONTACT_MESSAGE_MAX));
  });

  it('fills in the given address and preselects the given subject', async () => {
    renderForm({ defaultEmail: 'bea@example.com', defaultSubject: 'transport' });
    expect(((await subjectSelect()) as HTMLSelectElement).value).toBe('transport');
    expect((emailInput() as HTMLInputElement).value).toBe('bea@example.com');
  });

  it('sends the message, then thanks the sender with a link home and a toast', async () => {
    const { calls } = renderForm({ defaultEmail: 'bea@example.com' });
    fireEvent.change(await subjectSelect(), { target: { value: 'payments' } });
    type(messageInput(), '  Where is my parcel?  ');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    const thanks = await screen.findByRole('heading', { name: 'Thank you for your message!' });
    expect(document.activeElement).toBe(thanks);
    const post = calls.find((call) => call.method === 'post')!;
    expect(post.url).toBe('/api/contact');
    expect(sentBody(post)).toEqual({
      subject: 'payments',
      email_address: 'bea@example.com',
      message: 'Where is my parcel?',
    });
    expect(screen.getByText(/will reply to bea@example.com/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    expect(await screen.findByText('Your message has been sent')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect((await subjectSelect()) as HTMLSelectElement).toBeTruthy();
    expect((messageInput() as HTMLTextAreaElement).value).toBe('');
  });

  it('disables Send while the message is on its way', async () => {
    let answer: (reply: { status: number }) => void = () => {};
    renderForm(
      { defaultEmail: 'bea@example.com' },
      { post: () => new Promise((resolve) => (answer = resolve)) },
    );
    fireEvent.change(await subjectSelect(), { target: { value: 'general' } });
    type(messageInput(), 'Hi');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true),
    );
    answer({ status: 204 });
    expect(await screen.findByText('Thank you for your message!')).toBeTruthy();
  });

  it("puts the server's field errors under their fields, translated", async () => {
    renderForm(
      { defaultEmail: 'jan@example.pl' },
      {
        region: 'pl',
        post: {
          status: 400,
          data: {
            code: 400,
            message: 'Validation Failed',
            errors: { children: { emailAddress: { errors: ['Invalid email address.'] } } },
          },
        },
      },
    );
    fireEvent.change(await subjectSelect(), { target: { value: 'general' } });
    type(messageInput(), 'Dzień dobry');
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    const input = emailInput();
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Nieprawidłowy adres e-mail.').length).toBeGreaterThan(0);
    expect(screen.queryByText('Dziękujemy za wiadomość!')).toBeNull();
  });

  it('shows the rate limit as a toast in the language of the edition', async () => {
    renderForm(
      { defaultEmail: 'jan@example.pl' },
      {
        region: 'pl',
        post: {
          status: 429,
          data: { code: 429, message: 'You have sent too many messages. Please try again later.' },
        },
      },
    );
    fireEvent.change(await subjectSelect(), { target: { value: 'general' } });
    type(messageInput(), 'Dzień dobry');
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText('Wysłano zbyt wiele wiadomości. Spróbuj ponownie później.')).toBeTruthy();
  });

  it('under suspicion, solves the proof of work with a status in the edition language, then sends again', async () => {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 300,
      deriveKey: sha.deriveKey,
      expiresAt: new Date(Date.now() + 60_000),
      data: { form: 'contact' },
      hmacSignatureSecret: 'a-test-secret-of-at-least-32-characters',
      hmacKeySignatureSecret: 'a-test-secret-of-at-least-32-characters',
    });
    let answerSolved: (reply: { status: number }) => void = () => {};
    const { calls } = renderForm(
      { defaultEmail: 'jan@example.pl' },
      {
        region: 'pl',
        post: (request) =>
          request.headers.has('X-Altcha')
            ? new Promise((resolve) => (answerSolved = resolve))
            : {
                status: 429,
                data: { code: 429, message: 'Please confirm you are not a robot.', challenge },
              },
      },
    );
    fireEvent.change(await subjectSelect(), { target: { value: 'general' } });
    type(messageInput(), 'Dzień dobry');
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij' }));

    const checking = await screen.findByText('Sprawdzamy, czy nie jesteś robotem…');
    expect(checking.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(calls.filter((call) => call.method === 'post')).toHaveLength(2));
    const [first, second] = calls.filter((call) => call.method === 'post');
    expect(first!.headers.has('X-Altcha')).toBe(false);
    const payload = JSON.parse(atob(second!.headers.get('X-Altcha')!)) as { solution: { counter: number } };
    expect(payload.solution.counter).toBe(300);
    expect(sentBody(second!)).toEqual(sentBody(first!));

    answerSolved({ status: 204 });
    expect(await screen.findByRole('heading', { name: 'Dziękujemy za wiadomość!' })).toBeTruthy();
    expect(screen.queryByText('Sprawdzamy, czy nie jesteś robotem…')).toBeNull();
  });
});
