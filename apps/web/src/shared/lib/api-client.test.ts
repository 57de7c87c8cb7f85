import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@marketplace/contract';
import { mockTransport, sentBody, type MockHandler } from '#web/test/mock-transport.ts';
import { createApiClient, withQuery, type ApiClient } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { createAuthStore, type AuthStore } from './auth-store.ts';

afterEach(() => {
  vi.useRealTimers();
});

const user: SessionUser = { id: 7, type: 'person', username: 'jane', firstName: 'Jane', lastName: 'Doe' };

function setup(handler: MockHandler, options: { token?: string; region?: 'us' | 'pl' | undefined } = {}) {
  const { token } = options;
  const region = 'region' in options ? options.region : 'pl';
  const store = createAuthStore(
    token
      ? { status: 'authenticated', token, user, notificationIdentity: null }
      : { status: 'anonymous', token: null, user: null, notificationIdentity: null },
  );
  const { transport, calls } = mockTransport(handler);
  const client = createApiClient({ getRegion: () => region, authStore: store, transport });
  return { client, store, calls };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('api client: conventions', () => {
  it('sends the sales-channel header of the edition', async () => {
    const { client, calls } = setup(() => ({ status: 200, data: {} }), { region: 'pl' });
    await client.get('/api/sales-channel');
    expect(calls[0]!.headers.get('X-Sales-Channel')).toBe('pl');
    expect(calls[0]!.baseURL).toBe('');
  });

  it('sends no sales-channel header where there is no edition (edition picker)', async () => {
    const { client, calls } = setup(() => ({ status: 200, data: {} }), { region: undefined });
    await client.get('/api/geo/reverse');
    expect(calls[0]!.headers.has('X-Sales-Channel')).toBe(false);
  });

  it('converts request bodies and query parameters to snake_case, deeply', async () => {
    const { client, calls } = setup(() => ({ status: 200, data: {} }));
    await client.post(
      '/api/offers',
      {
        categoryId: 3,
        priceFrom: 100,
        delivery: { method: 'courier', deliveryPrice: { amountMinor: 5 } },
        images: [{ fileId: 'a' }],
      },
      { params: { categoryId: 4, pageNumber: 2 } },
    );
    expect(sentBody(calls[0]!)).toEqual({
      category_id: 3,
      price_from: 100,
      delivery: { method: 'courier', delivery_price: { amount_minor: 5 } },
      images: [{ file_id: 'a' }],
    });
    expect(calls[0]!.params).toEqual({ category_id: 4, page_number: 2 });
  });

  it('leaves FormData and URLSearchParams bodies alone', async () => {
    const { client, calls } = setup(() => ({ status: 200, data: {} }));
    const form = new FormData();
    form.append('upload_image_form[file]', 'x');
    await client.post('/api/files/images', form);
    expect(calls[0]!.data).toBeInstanceOf(FormData);
  });

  it('converts responses to camelCase, deeply, including arrays', async () => {
    const { client } = setup(() => ({
      status: 200,
      data: { newest_offers: [{ offer_id: 1, price: { amount_minor: 5 } }], total_items: 1 },
    }));
    await expect(client.get('/api/home')).resolves.toEqual({
      newestOffers: [{ offerId: 1, price: { amountMinor: 5 } }],
      totalItems: 1,
    });
  });

  it('adds the bearer token when there is a session', async () => {
    const { client, calls } = setup(() => ({ status: 200, data: {} }), { token: 'T1' });
    await client.get('/api/favourites');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer T1');
  });

  it('sends no Authorization header without a session', async () => {
    const { client, calls } = setup(() => ({ status: 200, data: {} }));
    await client.get('/api/home');
    expect(calls[0]!.headers.has('Authorization')).toBe(false);
  });

  it('waits for the session to settle before an authenticated call', async () => {
    vi.useFakeTimers();
    const { client, store, calls } = setup(() => ({ status: 200, data: {} }));
    store.setStatus('loading');
    const pending = client.get('/api/favourites', { requiresAuth: true });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(0);
    store.setSession({ token: 'T9', user });
    await pending;
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer T9');
  });
});

describe('withQuery', () => {
  it('appends the parameters, arrays as key[], leaving out undefined and null', () => {
    expect(withQuery('/api/offers/mine', { status: 'draft', page: 2, skip: undefined, none: null })).toBe(
      '/api/offers/mine?status=draft&page=2',
    );
    expect(withQuery('/api/favourites/check?ids[]=1', { ids: [2, 3] })).toBe(
      '/api/favourites/check?ids[]=1&ids%5B%5D=2&ids%5B%5D=3',
    );
    expect(withQuery('/api/home', undefined)).toBe('/api/home');
    expect(withQuery('/api/geo/geocode', { q: 'Main St 1, Łódź' })).toBe(
      '/api/geo/geocode?q=Main+St+1%2C+%C5%81%C3%B3d%C5%BA',
    );
  });
});

describe('api client: error normalisation (spec 000 section 8)', () => {
  it('maps a validation body to code, message, dotted field errors and the form-level error', async () => {
    const { client } = setup(() => ({
      status: 400,
      data: {
        code: 400,
        message: 'Validation Failed',
        errors: {
          errors: ['a form-level message', 'second'],
          children: {
            title: { errors: ['This field is required.', 'another'] },
            price: { children: { amount: { errors: ['This value must be a number'] } } },
            delivery_price: { errors: ['bad'] },
            description: {},
          },
        },
      },
    }));
    const error = await failure(client.post('/api/offers', {}));
    expect(error.code).toBe(400);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Validation Failed');
    expect(error.additionalFirstError).toBe('a form-level message');
    expect(error.displayMessage).toBe('a form-level message');
    expect(error.fieldErrors).toEqual({
      title: 'This field is required.',
      'price.amount': 'This value must be a number',
      deliveryPrice: 'bad',
    });
  });

  it('takes the code from the body, else from the HTTP status', async () => {
    const { client } = setup(() => ({ status: 409, data: { message: 'Conflict here' } }));
    const error = await failure(client.get('/x'));
    expect(error.code).toBe(409);
    expect(error.message).toBe('Conflict here');
    expect(error.fieldErrors).toEqual({});
    expect(error.additionalFirstError).toBeUndefined();

    const other = setup(() => ({ status: 400, data: { code: 412, message: 'Precondition' } }));
    expect((await failure(other.client.get('/x'))).code).toBe(412);
  });

  it('uses the title when there is no message', async () => {
    const { client } = setup(() => ({ status: 422, data: { title: 'Unprocessable thing' } }));
    expect((await failure(client.get('/x'))).message).toBe('Unprocessable thing');
  });

  it('uses the first error when there is neither message nor title', async () => {
    const onlyField = setup(() => ({
      status: 400,
      data: { errors: { children: { phone: { errors: ['Invalid phone number'] } } } },
    }));
    expect((await failure(onlyField.client.get('/x'))).message).toBe('Invalid phone number');
    const formLevel = setup(() => ({
      status: 400,
      data: { errors: { errors: ['Too many files selected.'] } },
    }));
    const error = await failure(formLevel.client.get('/x'));
    expect(error.message).toBe('Too many files selected.');
    expect(error.additionalFirstError).toBe('Too many files selected.');
  });

  it('gives the status message for a response without a body', async () => {
    const { client } = setup(() => ({ status: 404, data: '' }));
    const error = await failure(client.get('/api/pages/missing'));
    expect(error.code).toBe(404);
    expect(error.message).toBe('Request failed with status code 404');
  });

  it('gives Network Error when no answer arrives', async () => {
    const { client } = setup(() => 'network');
    const error = await failure(client.get('/x'));
    expect(error.code).toBe(0);
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
    expect(error.message).toBe('Network Error');
  });
});

describe('api client: 401 -> refresh -> retry', () => {
  const refreshOk = (token: string) => ({
    status: 200,
    data: { token, user: { id: 7, type: 'person', username: 'jane' }, notification_identity: { user_id: 7 } },
  });

  function byToken(validToken: string, refresh: () => ReturnType<MockHandler>): MockHandler {
    return (config) => {
      if (config.url === '/api/sessions/refresh') return refresh();
      return config.headers.get('Authorization') === `Bearer ${validToken}`
        ? { status: 200, data: { ok_for: config.url } }
        : { status: 401, data: { code: 401, message: 'Unauthorized' } };
    };
  }

  it('refreshes once (form-encoded, with credentials) and retries with the new token', async () => {
    let refreshes = 0;
    const { client, store, calls } = setup(
      byToken('T2', () => {
        refreshes += 1;
        return refreshOk('T2');
      }),
      { token: 'T1' },
    );
    await expect(client.get('/api/favourites')).resolves.toEqual({ okFor: '/api/favourites' });
    expect(refreshes).toBe(1);
    expect(store.getState()).toMatchObject({
      status: 'authenticated',
      token: 'T2',
      notificationIdentity: { userId: 7 },
    });

    const refresh = calls.find((call) => call.url === '/api/sessions/refresh')!;
    expect(refresh.method).toBe('post');
    expect(refresh.withCredentials).toBe(true);
    expect(String(refresh.headers.get('Content-Type'))).toContain('application/x-www-form-urlencoded');
    expect(refresh.data ?? '').toBe('');
    expect(refresh.headers.has('Authorization')).toBe(false);
    expect(calls.map((call) => call.url)).toEqual([
      '/api/favourites',
      '/api/sessions/refresh',
      '/api/favourites',
    ]);
  });

  it('shares one refresh between concurrent 401s', async () => {
    let refreshes = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { client, calls } = setup(
      byToken('T2', async () => {
        refreshes += 1;
        await gate;
        return refreshOk('T2');
      }),
      { token: 'T1' },
    );
    vi.useFakeTimers();
    const calls3 = Promise.all([client.get('/a'), client.get('/b'), client.get('/c')]);
    await vi.advanceTimersByTimeAsync(10_000);
    release();
    await expect(calls3).resolves.toEqual([{ okFor: '/a' }, { okFor: '/b' }, { okFor: '/c' }]);
    expect(refreshes).toBe(1);
    expect(calls.filter((call) => call.url === '/api/sessions/refresh')).toHaveLength(1);
  });

  it('retries only once: a second 401 is final', async () => {
    let refreshes = 0;
    const { client, calls } = setup(
      (config) => {
        if (config.url === '/api/sessions/refresh') {
          refreshes += 1;
          return refreshOk(`T${refreshes + 1}`);
        }
        return { status: 401, data: { code: 401, message: 'Unauthorized' } };
      },
      { token: 'T1' },
    );
    const error = await failure(client.get('/api/favourites'));
    expect(error.code).toBe(401);
    expect(refreshes).toBe(1);
    expect(calls.filter((call) => call.url === '/api/favourites')).toHaveLength(2);
  });

  it('clears the session when the refresh fails', async () => {
    const { client, store } = setup(
      byToken('never', () => ({ status: 401, data: { code: 401, message: 'Unauthorized' } })),
      {
        token: 'T1',
      },
    );
    const error = await failure(client.get('/api/favourites'));
    expect(error.code).toBe(401);
    expect(store.getState()).toMatchObject({ status: 'anonymous', token: null, user: null });
  });

  it('does not refresh for a call that carried no token', async () => {
    const { client, calls } = setup(() => ({ status: 401, data: { code: 401, message: 'Unauthorized' } }));
    expect((await failure(client.get('/api/favourites'))).code).toBe(401);
    expect(calls).toHaveLength(1);
  });

  it('does not refresh for calls marked skipAuthRefresh (login)', async () => {
    const { client, calls } = setup(
      () => ({ status: 401, data: { code: 401, message: 'Invalid username or password.' } }),
      {
        token: 'T1',
      },
    );
    const error = await failure(
      client.post('/api/sessions/create', { username: 'a', password: 'b' }, { skipAuthRefresh: true }),
    );
    expect(error.message).toBe('Invalid username or password.');
    expect(calls).toHaveLength(1);
  });

  it('refreshSession shares one request and stores the session', async () => {
    let refreshes = 0;
    const { client, store } = setup((config) => {
      if (config.url === '/api/sessions/refresh') refreshes += 1;
      return refreshOk('T5');
    });
    const [a, b] = await Promise.all([client.refreshSession(), client.refreshSession()]);
    expect(a).toBe(b);
    expect(refreshes).toBe(1);
    expect(store.getState().token).toBe('T5');
  });
});

export type { ApiClient, AuthStore };
