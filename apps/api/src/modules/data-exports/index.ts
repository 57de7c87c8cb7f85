export { removeExportsOfDeletedAccount } from './data-exports.erasure.ts';
export { createDataExportsRepository } from './data-exports.repository.ts';
export { registerDataExports } from './data-exports.module.ts';
