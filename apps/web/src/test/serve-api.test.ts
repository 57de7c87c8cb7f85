import { describe, expect, it } from 'vitest';
import { apiClient, xhrTransport } from '#web/shared/lib/api-client.ts';
import { ApiError } from '#web/shared/lib/api-error.ts';
import { serveApi } from './serve-api.ts';

describe('serveApi', () => {
  it('answers by method and path (query string aside), with the path parameters, and 404 otherwise', async () => {
    const { calls } = serveApi({
      'GET /api/offers/:id': (_request, params) => ({ status: 200, data: { id: Number(params.id) } }),
      'POST /api/offers/:id': { status: 200, data: { saved: true } },
      'GET /api/favourites/check': { status: 200, data: { check_favourites: [] } },
    });
    await expect(apiClient.get('/api/offers/7')).resolves.toEqual({ id: 7 });
    await expect(apiClient.post('/api/offers/7', { title: 'x' })).resolves.toEqual({ saved: true });
    await expect(apiClient.get('/api/favourites/check?ids[]=7')).resolves.toEqual({ checkFavourites: [] });
    const missing = apiClient.delete('/api/offers/7');
    await expect(missing).rejects.toBeInstanceOf(ApiError);
    await expect(missing).rejects.toMatchObject({ status: 404 });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'get /api/offers/7',
      'post /api/offers/7',
      'get /api/favourites/check?ids[]=7',
      'delete /api/offers/7',
    ]);
  });

  it('fails like the browser on a network error, and a second call replaces the routes', async () => {
    serveApi({ 'GET /api/home': 'network' });
    await expect(apiClient.get('/api/home')).rejects.toMatchObject({ message: 'Network Error', status: 0 });
    serveApi({ 'GET /api/home': { status: 200, data: { ok: true } } });
    await expect(apiClient.get('/api/home')).resolves.toEqual({ ok: true });
  });

  it('gives the real transport back after each test', () => {
    expect(apiClient.transport).toBe(xhrTransport);
  });
});
