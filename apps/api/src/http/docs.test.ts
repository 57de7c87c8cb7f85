import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { listApiRoutes } from '../test/hostile-requests.ts';
import { PRODUCTION_START } from '../test/production-start.ts';

type Operation = {
  parameters?: { in?: string; name?: string; $ref?: string }[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
  security?: object[];
  description?: string;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object>; parameters: Record<string, object> };
};

const SALES_CHANNEL = { $ref: '#/components/parameters/SalesChannel' };

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
    expect(mine.parameters!.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(
      expect.arrayContaining(['page', 'status']),
    );
  });

  it('documents every operation’s answers: a success, and the error body for each error', () => {
    const wrong: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const statuses = Object.keys(operation.responses);
        if (!statuses.some((status) => /^[123]/.test(status))) wrong.push(`${method} ${path}: no success`);
        if (statuses.includes('default')) wrong.push(`${method} ${path}: a default answer`);
        for (const status of statuses.filter((code) => /^[45]/.test(code) && path.startsWith('/api/'))) {
          const schema = operation.responses[status]!.content?.['application/json']?.schema;
          if (schema?.$ref !== '#/components/schemas/ErrorBody') wrong.push(`${method} ${path} ${status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    const offer = document.paths['/api/offers/{id}']!.get!.responses;
    expect(offer['200']!.content!['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/OfferDetailDto',
    });
    expect(Object.keys(offer)).toEqual(expect.arrayContaining(['200', '400', '401', '404', '503']));
    expect(document.components.schemas.OfferDetailDto).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['id', 'title']),
    });
    expect(document.paths['/api/basket']!.delete!.responses['204']).toEqual({
      description: expect.any(String),
    });
  });

  it('says which operations need a session or the administrator, and the edition header', () => {
    const basket = document.paths['/api/basket']!.get!;
    expect(basket.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(basket.responses)).toContain('401');
    const users = document.paths['/api/admin/users']!.get!;
    expect(users.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(users.responses)).toEqual(expect.arrayContaining(['401', '403']));
    // Signed in or not: the offer page (its owner sees more).
    expect(document.paths['/api/offers/{id}']!.get!.security).toEqual([{}, { bearerAuth: [] }]);
    expect(document.paths['/api/home']!.get!.security).toEqual([]);
    expect(document.components.parameters.SalesChannel).toMatchObject({
      in: 'header',
      name: 'X-Sales-Channel',
    });
    expect(document.paths['/api/home']!.get!.parameters).toContainEqual(SALES_CHANNEL);
    // Routes that serve both editions alike do not ask for it.
    expect(document.paths['/api/health']!.get!.parameters ?? []).not.toContainEqual(SALES_CHANNEL);
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    const signedIn = operations.filter(
      (operation) => JSON.stringify(operation.security) === '[{"bearerAuth":[]}]',
    );
    expect(signedIn.length).toBeGreaterThan(60);
  });

  it('describes the three uploads’ multipart bodies with their part names and limits', () => {
    const parts = {
      '/api/files/images': 'upload_image_form[file]',
      '/api/accounts/my/upload-avatar': 'upload_avatar_form[avatar]',
      '/api/admin/images': 'file',
    };
    for (const [path, part] of Object.entries(parts)) {
      const body = document.paths[path]!.post!.requestBody as {
        content: Record<
          string,
          { schema: { required: string[]; properties: Record<string, { description: string }> } }
        >;
      };
      const schema = body.content['multipart/form-data']!.schema;
      expect(schema.required, path).toEqual([part]);
      expect(schema.properties[part]!.description).toMatch(/MiB.*JPEG, PNG, WEBP, AVIF/);
    }
    expect(document.paths['/api/offers']!.post!.description).toMatch(/at most 5, or 40/);
    expect(document.paths['/api/accounts/register']!.post!.description).toMatch(/company_name and vat_id/);
    // The registration's fields by account type are in its schema too.
    const register = document.paths['/api/accounts/register']!.post!.requestBody as {
      content: Record<string, { schema: { allOf: object[] } }>;
    };
    expect(register.content['application/json']!.schema.allOf[1]).toMatchObject({
      then: {
        properties: {
          account: { properties: { data: { required: ['first_name', 'last_name', 'birth_day'] } } },
        },
      },
      else: { properties: { account: { properties: { data: { required: ['company_name', 'vat_id'] } } } } },
    });
  });

  it('lists in a production start only what it serves: no dev outbox, no payment sandbox', async () => {
    const production = await buildTestApp({ env: PRODUCTION_START });
    try {
      const served = (await production.anonymous.get('/api/docs/json', { region: null })).json() as Document;
      const paths = Object.keys(served.paths);
      expect(paths.filter((path) => /outbox|sandbox/.test(path))).toEqual([]);
      expect(paths).toContain('/api/payments/stripe/webhook');
      expect((await production.anonymous.get('/api/dev/outbox', { region: null })).statusCode).toBe(404);
      // Here (a test start: sandbox, loopback origins) they are served, and listed.
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining(['/api/dev/outbox', '/dev/outbox', '/api/payment-sandbox/confirm']),
      );
    } finally {
      await production.close();
    }
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
