import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../test/admin.ts';
import { buildTestApp, type Caller, type TestApp } from '../test/build-test-app.ts';
import { createAccount } from '../test/factories.ts';
import { listApiRoutes, type Route } from '../test/hostile-requests.ts';

/**
 * Every route under /api/admin/ (issue 25, decision 084), whichever module registers it, is
 * called as a guest, a user, the other edition's administrator and the edition's administrator.
 * Only the last one gets past the guard: with an empty body and unknown ids it meets validation
 * (400) or a missing record (404), never a server error.
 */
describe('the administration API guard', () => {
  let t: TestApp;
  let routes: Route[];
  let user: Caller;
  let admin: Caller;
  let otherEditionAdmin: Caller;

  beforeAll(async () => {
    t = await buildTestApp();
    routes = listApiRoutes(t.app).filter((route) => route.url.startsWith('/api/admin/'));
    user = { id: (await createAccount(t.database.db)).id, region: 'us' };
    admin = await createAdmin(t.database.db, 'us');
    otherEditionAdmin = await createAdmin(t.database.db, 'pl');
  });
  afterAll(() => t.close());

  const call = (caller: Caller | null, route: Route, region?: 'us' | 'pl') =>
    t
      .as(caller)
      .send(
        route.method,
        route.url.replace(/:[^/]+/g, '2147483000'),
        route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        region ? { region } : {},
      );

  it('is on every admin route', () => {
    expect(routes.map((route) => `${route.method} ${route.url}`)).toContain('GET /api/admin/audit-log');
  });

  it('answers 401 to a guest and to the other edition’s administrator, 403 to a user', async () => {
    const answers: Record<string, number[]> = {};
    for (const route of routes) {
      answers[`${route.method} ${route.url}`] = [
        (await call(null, route)).statusCode,
        (await call(otherEditionAdmin, route, 'us')).statusCode,
        (await call(user, route)).statusCode,
      ];
    }
    expect(answers).toEqual(
      Object.fromEntries(routes.map((route) => [`${route.method} ${route.url}`, [401, 401, 403]])),
    );
  });

  it('lets the edition’s administrator through to validation or the record, never a server error', async () => {
    for (const route of routes) {
      const response = await call(admin, route);
      expect([200, 400, 404], `${route.method} ${route.url}: ${response.body}`).toContain(
        response.statusCode,
      );
      if (response.statusCode !== 200) expect(response.json().message).toEqual(expect.any(String));
    }
  });
});
