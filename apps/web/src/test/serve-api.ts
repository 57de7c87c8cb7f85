import { onTestFinished } from 'vitest';
import { apiClient, type ApiRequest, type HttpMethod, type Transport } from '#web/shared/lib/api-client.ts';
import { mockTransport, type MockReply } from './mock-transport.ts';

export { sentBody, type MockReply } from './mock-transport.ts';

/** One route's answer: a reply, or a function of the request and the path's `:name` parameters. */
export type ApiRoute =
  MockReply | ((request: ApiRequest, params: Record<string, string>) => MockReply | Promise<MockReply>);

/** `'GET /api/offers/:id'` -> its answer. The path is matched without its query string. */
export type ApiRoutes = Record<`${Uppercase<HttpMethod>} /${string}`, ApiRoute>;

export interface ServedApi {
  /** Every request the app sent, in order (answered or not). */
  calls: ApiRequest[];
}

let original: Transport | undefined;

function match(pattern: string, path: string): Record<string, string> | undefined {
  const wanted = pattern.split('/');
  const got = path.split('/');
  if (wanted.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const actual = got[index]!;
    if (segment.startsWith(':') && actual !== '') params[segment.slice(1)] = decodeURIComponent(actual);
    else if (segment !== actual) return undefined;
  }
  return params;
}

/**
 * Answers the app's API client from `routes` for the rest of the test (the real transport comes
 * back when it ends); a request no route matches gets a bare 404. Calling it again in the same test
 * replaces the routes. Call it inside a test, not in a hook outside one.
 */
export function serveApi(routes: ApiRoutes): ServedApi {
  const table = Object.entries(routes).map(([key, route]) => {
    const space = key.indexOf(' ');
    return { method: key.slice(0, space).toLowerCase(), pattern: key.slice(space + 1), route };
  });
  const mock = mockTransport((request) => {
    const path = request.url.split('?')[0]!;
    for (const { method, pattern, route } of table) {
      if (method !== request.method) continue;
      const params = match(pattern, path);
      if (params) return typeof route === 'function' ? route(request, params) : route;
    }
    return { status: 404 };
  });
  if (original === undefined) {
    original = apiClient.transport;
    onTestFinished(() => {
      apiClient.transport = original!;
      original = undefined;
    });
  }
  apiClient.transport = mock.transport;
  return { calls: mock.calls };
}
