import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../test/admin.ts';
import { buildTestApp, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { accountReads } from '../accounts/index.ts';
import { createAuditRepository } from './audit.repository.ts';

describe('GET /api/admin/audit-log', () => {
  let t: TestApp;
  let admin: Caller;
  let polishAdmin: Caller;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t.database.db, 'us');
    polishAdmin = await createAdmin(t.database.db, 'pl');
    const audit = createAuditRepository(t.database.db, accountReads);
    await audit.record('us', admin.id, {
      action: 'account.block',
      subjectType: 'account',
      subjectId: 7,
      reason: 'Fraud',
      before: { blocked: false },
      after: { blocked: true },
    });
    await audit.record('us', admin.id, { action: 'category.create', subjectType: 'category', subjectId: 3 });
    await audit.record('pl', polishAdmin.id, {
      action: 'category.create',
      subjectType: 'category',
      subjectId: 4,
    });
  });
  afterAll(() => t.close());

  it('lists the edition’s entries newest first, with who, why and the values before and after', async () => {
    const response = await t.as(admin).get('/api/admin/audit-log');
    expect(response.statusCode).toBe(200);
    const { items, pagination } = response.json();
    expect(pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 2 });
    expect(items.map((entry: { action: string }) => entry.action)).toEqual([
      'category.create',
      'account.block',
    ]);
    expect(items[1]).toMatchObject({
      subjectType: 'account',
      subjectId: 7,
      reason: 'Fraud',
      before: { blocked: false },
      after: { blocked: true },
      actor: { id: admin.id },
    });
  });

  it('filters by action, record and administrator', async () => {
    const actions = async (query: string) =>
      (await t.as(admin).get(`/api/admin/audit-log?${query}`))
        .json()
        .items.map((entry: { action: string }) => entry.action);
    expect(await actions('action=account.block')).toEqual(['account.block']);
    expect(await actions('subject_type=category&subject_id=3')).toEqual(['category.create']);
    expect(await actions(`actor_id=${polishAdmin.id}`)).toEqual([]);
  });

  it('refuses a filter past its bounds with the field error', async () => {
    const response = await t.as(admin).get('/api/admin/audit-log?subject_id=99999999999');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.children.subjectId.errors).toHaveLength(1);
  });
});
