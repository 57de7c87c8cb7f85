import { describe, expect, it } from 'vitest';
import { PAGE_MAX } from './limits.ts';
import { IdQuerySchema, integerQuery, MAX_ID, PageQuerySchema } from './pagination.ts';
import { z } from './zod.ts';

describe('integer query parameters (issue 34)', () => {
  it('reads a plain decimal integer within the bounds, and nothing else', () => {
    const query = z.object({ n: integerQuery(0, 100) });
    expect(query.parse({ n: '7' })).toEqual({ n: 7 });
    expect(query.parse({ n: ' +0 ' })).toEqual({ n: 0 });
    expect(query.parse({ n: '100' })).toEqual({ n: 100 });
    expect(query.parse({})).toEqual({});
    expect(query.parse({ n: '' })).toEqual({ n: undefined });
    for (const n of ['1.5', 'null', 'abc', '1e2', '0x10', '-1', '101', '1000000000000', 'NaN', ['1', '2']]) {
      const result = query.safeParse({ n });
      expect(result.success, String(n)).toBe(false);
      expect(result.error!.issues.map((issue) => issue.path)).toEqual([['n']]);
    }
  });

  it('gives the page 1 when absent or empty, and refuses pages outside 1..PAGE_MAX', () => {
    expect(PageQuerySchema.parse({})).toEqual({ page: 1 });
    expect(PageQuerySchema.parse({ page: '' })).toEqual({ page: 1 });
    expect(PageQuerySchema.parse({ page: String(PAGE_MAX) })).toEqual({ page: PAGE_MAX });
    for (const page of ['0', '-3', '1.5', 'null', String(PAGE_MAX + 1), '1000000000000'])
      expect(PageQuerySchema.safeParse({ page }).success, page).toBe(false);
  });

  it('documents each as an integer with its bounds', () => {
    const schema = z.toJSONSchema(PageQuerySchema, { io: 'input' }) as { properties: object };
    expect(schema.properties).toEqual({
      page: { type: 'integer', minimum: 1, maximum: PAGE_MAX, default: 1 },
    });
    expect(z.toJSONSchema(IdQuerySchema, { io: 'input' })).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: MAX_ID,
    });
  });

  it('reads an id in a query as a plain decimal integer up to MAX_ID', () => {
    expect(IdQuerySchema.parse('12')).toBe(12);
    for (const id of ['1e3', '0x10', '0', String(MAX_ID + 1), '', '1.0'])
      expect(IdQuerySchema.safeParse(id).success, id).toBe(false);
  });
});
