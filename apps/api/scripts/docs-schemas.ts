/**
 * `npm run docs:schemas -w @marketplace/api`: JSON Schemas of the answers the API documents, made
 * from the contract's TypeScript types by ts-json-schema-generator and written to
 * src/http/docs-schemas.json (committed; docs-schemas.test.ts fails when it is stale). The API
 * document's components/schemas are this file (docs/decisions/116).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { generateDocsSchemas } from '../src/http/docs-schemas.ts';

const target = fileURLToPath(new URL('../src/http/docs-schemas.json', import.meta.url));
// Written as the repository's formatter would, so a regeneration shows only what changed.
writeFileSync(
  target,
  await format(generateDocsSchemas(), { ...(await resolveConfig(target)), filepath: target }),
);
console.log(`written ${target}`);
