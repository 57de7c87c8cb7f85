import { ESLint } from 'eslint';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The lint zones of eslint.config.js keep features apart: a feature imports only itself, shared/
 * and the contract. These lint one sample text each with the repository's own configuration, running
 * that rule only (import/no-cycle also reads the file from disk, and the sample is not there).
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({
  cwd: repoRoot,
  ruleFilter: ({ ruleId }) => ruleId === 'import/no-restricted-paths',
});
const FEATURE_FILE = 'apps/web/src/features/offers/sample.ts';

/** Every message on the sample, parse errors included, as `rule: text`. */
async function lintMessages(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: FEATURE_FILE });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('web feature boundaries', () => {
  // Loading the configuration, its plugins and the resolver's tsconfigs takes a few seconds, once.
  beforeAll(() => lintMessages("export { apiClient } from '#web/shared/lib/api-client.ts';\n"), 60_000);

  it('forbids a feature to import another feature', async () => {
    const messages = await lintMessages(
      "export { searchOffersQueryOptions } from '#web/features/search/api/search-offers.ts';\n",
    );
    expect(messages).toEqual([
      expect.stringMatching(
        /^import\/no-restricted-paths: .*A feature imports only itself, shared\/ and the contract/,
      ),
    ]);
  });

  it('lets a feature import shared/, the contract and itself', async () => {
    const messages = await lintMessages(
      [
        "export { apiClient } from '#web/shared/lib/api-client.ts';",
        "export { LIMITS } from '@marketplace/contract';",
        "export { useOfferDetail } from './api/get-offer-detail.ts';",
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });
});
