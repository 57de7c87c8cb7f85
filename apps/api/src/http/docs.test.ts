import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { listApiRoutes } from '../test/hostile-requests.ts';

type Document = {
  openapi: string;
  paths: Record<
    string,
    Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown }>
  >;
};

/**
 * Fastify's `/api/offers/:id` is OpenAPI's `/api/offers/{id}`. Fastify's route tree prints two
 * routes whose parameter at one place is named differently as one (`/:id|:userId`): either name.
 */
function openApiPaths(url: string): string[] {
  let paths = [''];
  for (const segment of url.split('/').slice(1)) {
    const names = segment.split('|');
    paths = paths.flatMap((path) => names.map((name) => `${path}/${name.replace(/^:(\w+)$/, '{$1}')}`));
  }
  return paths;
}

describe('the OpenAPI document (decision 105)', () => {
  let t: TestApp;
  let document: Document;
  beforeAll(async () => {
    t = await buildTestApp();
    const response = await t.anonymous.get('/api/docs/json', { region: null });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    document = response.json();
  });
  afterAll(() => t.close());

  it('is OpenAPI 3.1 and has every API route with its method', () => {
    expect(document.openapi).toBe('3.1.0');
    const routes = listApiRoutes(t.app).filter((route) => !route.url.startsWith('/api/docs'));
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes.filter(
      (route) => !openApiPaths(route.url).some((path) => document.paths[path]?.[route.method.toLowerCase()]),
    );
    expect(missing).toEqual([]);
    // …and nothing that is not a route: the web app's pages, the docs' own files.
    expect(Object.keys(document.paths)).not.toContain('/*');
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/docs'))).toEqual([]);
  });

  it('describes requests from the routes’ zod schemas, in the wire’s snake_case', () => {
    const sendMessage = document.paths['/api/conversations/message-sent']!.post!;
    const body = (
      sendMessage.requestBody as {
        content: Record<string, { schema: { properties: object; required?: string[] } }>;
      }
    ).content['application/json']!.schema;
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['conversation_id', 'message']));
    expect(body.required).toEqual(expect.arrayContaining(['conversation_id', 'message']));
    expect(Object.keys(body.properties)).not.toContain('conversationId');
    // A body whose rules depend on the edition is parsed in its handler; the document shows the US one.
    const placeOrder = document.paths['/api/orders']!.post!.requestBody as {
      content: Record<string, { schema: { properties: object } }>;
    };
    expect(Object.keys(placeOrder.content['application/json']!.schema.properties)).toEqual(
      expect.arrayContaining(['shipping_address', 'basket']),
    );
    const offer = document.paths['/api/offers/{id}']!.get! as { tags?: string[]; parameters?: object[] };
    expect(offer.tags).toEqual(['offers']);
    expect(offer.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'id' })]),
    );
    const mine = document.paths['/api/offers/mine']!.get!;
    expect(mine.parameters?.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(
      expect.arrayContaining(['page', 'status']),
    );
  });

  it('serves the browsable docs at /api/docs without an edition, under the security headers', async () => {
    const page = await t.anonymous.get('/api/docs', { region: null });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui-bundle.js');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const script = await t.anonymous.get('/api/docs/static/swagger-initializer.js', { region: null });
    expect(script.statusCode).toBe(200);
  });

  it('leaves the wire of the API as it was: camelCase answers and the error body', async () => {
    const refused = await t.anonymous.post('/api/orders', {});
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ code: 401, message: expect.any(String) });
    const noEdition = await t.anonymous.get('/api/categories', { region: null });
    expect(noEdition.statusCode).toBe(400);
  });
});
