import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('the contract package manifest', () => {
  it('keeps zod.ts as a module with side effects, so bundles install the spec wording', () => {
    // With `"sideEffects": false` the web build resolved `z` straight to zod and dropped zod.ts,
    // and with it installContractErrorMessages(): forms showed zod's English defaults.
    const manifest = JSON.parse(
      readFileSync(new URL('../../../packages/contract/package.json', import.meta.url), 'utf8'),
    ) as {
      sideEffects: string[] | boolean;
    };
    expect(manifest.sideEffects).toContain('./src/zod.ts');
  });
});
