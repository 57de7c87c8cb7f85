import { MAX_ID, PAGE_MAX, snakeToCamel } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../test/admin.ts';
import { buildTestApp, type Caller, type TestApp } from '../test/build-test-app.ts';
import { createAccount } from '../test/factories.ts';

type Parameter = {
  in: string;
  name: string;
  required?: boolean;
  schema?: { type?: string; minimum?: number; maximum?: number };
};
type Document = { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };

/** What no integer parameter takes: fractions, words, `null`, exponents, hex, and numbers past any bound. */
const NOT_INTEGERS = ['1.5', 'null', 'abc', '1e3', '0x10', '1000000000000', '7245336605831362'];

/**
 * Issue 34: an integer query parameter (`?page`, `?skip`, `?limit`, `?after`) takes what the document
 * says (an integer within its bounds) and refuses anything else with the documented 400, the field's
 * error under the parameter's name. The routes are found in the document, so a new one is checked too.
 */
describe('integer query parameters', () => {
  let t: TestApp;
  let user: Caller;
  let admin: Caller;
  let integers: {
    method: string;
    path: string;
    name: string;
    required: boolean;
    minimum: number;
    maximum: number;
  }[];

  beforeAll(async () => {
    t = await buildTestApp();
    user = { id: (await createAccount(t.database.db)).id, region: 'us' };
    admin = await createAdmin(t.database.db, 'us');
    const document = (await t.anonymous.get('/api/docs/json', { region: null })).json() as Document;
    integers = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, operation]) =>
        (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query' && parameter.schema?.type === 'integer')
          .map((parameter) => ({
            method: method.toUpperCase(),
            path,
            name: parameter.name,
            required: parameter.required === true,
            minimum: parameter.schema!.minimum!,
            maximum: parameter.schema!.maximum!,
          })),
      ),
    );
  });
  afterAll(() => t.close());

  const ask = (method: string, path: string, query: string) =>
    t
      .as(path.startsWith('/api/admin/') ? admin : user)
      .send(method, `${path.replace(/\{[^}]+\}/g, '1')}?${query}`, method === 'GET' ? undefined : {});

  it('documents each with its bounds: pages 1 to PAGE_MAX, notifications’ skip and limit, the chat’s cursor', () => {
    const named = (name: string) => integers.filter((parameter) => parameter.name === name);
    expect(named('page').length).toBeGreaterThan(10);
    expect(named('page').every((page) => page.minimum === 1 && page.maximum === PAGE_MAX)).toBe(true);
    expect(named('skip')).toEqual([
      expect.objectContaining({ path: '/api/notifications', minimum: 0, maximum: MAX_ID }),
    ]);
    expect(named('limit')).toEqual([
      expect.objectContaining({ path: '/api/notifications', minimum: 1, maximum: 100 }),
    ]);
    expect(named('after')).toEqual([
      expect.objectContaining({ path: '/api/conversations/{id}', minimum: 0 }),
    ]);
    expect(integers.every((parameter) => Number.isSafeInteger(parameter.maximum))).toBe(true);
  });

  it('refuses a value the document forbids on every route, with the field’s error', async () => {
    const wrong: string[] = [];
    for (const { method, path, name, minimum, maximum } of integers) {
      for (const value of [...NOT_INTEGERS, String(minimum - 1), String(maximum + 1)]) {
        const response = await ask(method, path, `${name}=${value}`);
        const body = response.json();
        if (
          response.statusCode !== 400 ||
          body.message !== 'Validation Failed' ||
          body.errors?.children?.[snakeToCamel(name)]?.errors?.length !== 1
        )
          wrong.push(`${method} ${path}?${name}=${value}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('still answers the bounds themselves and an empty value of an optional one (its default)', async () => {
    const wrong: string[] = [];
    for (const { method, path, name, required, minimum, maximum } of integers) {
      // A conversation that is not there is 404: the value passed validation.
      for (const value of [String(minimum), String(maximum), ...(required ? [] : [''])]) {
        const response = await ask(method, path, `${name}=${value}`);
        if (response.statusCode === 400) wrong.push(`${method} ${path}?${name}=${value}: ${response.body}`);
      }
    }
    expect(wrong).toEqual([]);
    const page = await t.as(user).get(`/api/offers/mine?page=${PAGE_MAX}`);
    expect(page.json().pagination.currentPage).toBe(PAGE_MAX);
  });
});
