import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCUMENTED_TYPES, generateDocsSchemas } from './docs-schemas.ts';

describe('the answers’ schemas (docs-schemas.json, decision 116)', () => {
  it('are what the contract’s types make now: run `npm run docs:schemas -w @marketplace/api` when this fails', () => {
    const committed = JSON.parse(
      readFileSync(new URL('./docs-schemas.json', import.meta.url), 'utf8'),
    ) as unknown;
    expect(committed).toEqual(JSON.parse(generateDocsSchemas()));
  }, 120_000);

  it('have every documented type, closed to properties the type does not name', () => {
    const { schemas } = JSON.parse(generateDocsSchemas()) as {
      schemas: Record<string, { additionalProperties?: boolean }>;
    };
    for (const type of DOCUMENTED_TYPES) expect(schemas[type], type).toBeDefined();
    expect(schemas.OfferDetailDto!.additionalProperties).toBe(false);
  }, 120_000);
});
