/**
 * `npm run docs:schemas -w @marketplace/api`: JSON Schemas of the answers the API documents, made
 * from the contract's TypeScript types by ts-json-schema-generator and written to
 * src/http/docs-schemas.json (committed; docs-schemas.test.ts fails when it is stale). The API
 * document's components/schemas are this file (docs/decisions/116).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateDocsSchemas } from '../src/http/docs-schemas.ts';

const target = fileURLToPath(new URL('../src/http/docs-schemas.json', import.meta.url));
writeFileSync(target, generateDocsSchemas());
console.log(`written ${target}`);
