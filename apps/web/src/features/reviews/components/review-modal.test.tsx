import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { Toaster } from '#web/shared/ui/toaster.tsx';
import { renderRoutes } from '#web/test/render.tsx';
import type { ApiRequest } from '#web/shared/lib/api-client.ts';
import { sentBody, serveApi, type ApiRoutes } from '#web/test/serve-api.ts';
import { ReviewButton } from './review-button.tsx';

function renderButton(routes: ApiRoutes = {}, disabledReason?: string) {
  const served = serveApi(routes);
  renderRoutes(
    [
      {
        path: '/profile/my-purchases/7',
        element: (
          <>
            <ReviewButton
              target={{ kind: 'order-product', id: 11 }}
              label="Review"
              subject="Road bike"
              disabledReason={disabledReason}
            />
            <Toaster />
          </>
        ),
      },
    ],
    '/profile/my-purchases/7',
    { store: authStore },
  );
  return served;
}

const loggedIn = () =>
  authStore.setSession({ token: 'token', user: { id: 1, type: 'person', username: 'buyer_bea' } });
const posts = (calls: ApiRequest[]) => calls.filter((call) => call.method === 'post');

afterEach(() => authStore.clear());

describe('<ReviewButton> and the review modal', () => {
  it('asks for the rate, limits the comment, sends {rate, comment}, toasts and closes', async () => {
    loggedIn();
    const { calls } = renderButton({ 'POST /api/reviews/order-product/11': { status: 204 } });
    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write a review' });
    expect(within(dialog).getByText('Road bike')).toBeTruthy();
    const group = within(dialog).getByRole('group', { name: /Your rating/ });
    const stars = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(stars.map((star) => star.labels?.[0]?.textContent)).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    const comment = within(dialog).getByLabelText('Comment (optional)') as HTMLTextAreaElement;
    expect(comment.maxLength).toBe(300);
    expect(within(dialog).getByText('0 / 300')).toBeTruthy();

    // No rate: the message, nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send review' }));
    expect(await within(dialog).findByText('Please pick the rate.')).toBeTruthy();
    expect(stars[0]!.getAttribute('aria-invalid')).toBe('true');
    expect(posts(calls)).toHaveLength(0);

    // Too long a comment (typed past the limit in a way the browser would not allow).
    fireEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    fireEvent.change(comment, { target: { value: 'x'.repeat(301) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send review' }));
    expect(await within(dialog).findByText('This value is too long.')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);

    fireEvent.change(comment, { target: { value: 'Great bike, fast delivery.' } });
    expect(within(dialog).getByText('26 / 300')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('Review submitted')).toBeTruthy();
    const [post] = posts(calls);
    expect(post!.url).toBe('/api/reviews/order-product/11');
    expect(sentBody(post!)).toEqual({ rate: 4, comment: 'Great bike, fast delivery.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends a review without a comment', async () => {
    loggedIn();
    const { calls } = renderButton({ 'POST /api/reviews/order-product/11': { status: 204 } });
    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('Review submitted')).toBeTruthy();
    expect(sentBody(posts(calls)[0]!)).toEqual({ rate: 5, comment: '' });
  });

  it("puts the server's field error on the comment and toasts it", async () => {
    loggedIn();
    renderButton({
      'POST /api/reviews/order-product/11': {
        status: 422,
        data: {
          code: 422,
          message: 'Validation Failed',
          errors: { children: { comment: { errors: ['This value is too long.'] } } },
        },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: '3 stars' }));
    fireEvent.change(within(dialog).getByLabelText('Comment (optional)'), { target: { value: 'Meh' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send review' }));
    await waitFor(() => expect(screen.getAllByText('This value is too long.')).toHaveLength(2));
    expect(within(dialog).getByLabelText('Comment (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows a refusal (409: already reviewed) and closes', async () => {
    loggedIn();
    renderButton({
      'POST /api/reviews/order-product/11': {
        status: 409,
        data: { code: 409, message: 'You have already reviewed this product.' },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: '2 stars' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('You have already reviewed this product.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is disabled with its reason', async () => {
    loggedIn();
    renderButton({}, 'You can review the product once the order is completed.');
    const button = screen.getByRole('button', { name: 'Review' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.title).toBe('You can review the product once the order is completed.');
    expect(screen.getByRole('button', { name: 'Review' }).getAttribute('aria-describedby')).toBeTruthy();
  });

  it('offers a visitor the login, coming back here', () => {
    authStore.clear();
    renderButton();
    expect(screen.getByRole('link', { name: 'Review' }).getAttribute('href')).toBe(
      `/auth/login?returnTo=${encodeURIComponent('/profile/my-purchases/7')}`,
    );
  });
});
