export { removeExportsOfDeletedAccount } from './data-exports.erasure.ts';
export { createDataExportsRepository } from './data-exports.repository.ts';
export type { DataExportsRepository } from './data-exports.repository.ts';
export { dataExportsRoutes } from './data-exports.routes.ts';
export {
  DATA_EXPORT_BUILD_TOPIC,
  DATA_EXPORT_EXPIRE_TOPIC,
  createDataExportsService,
} from './data-exports.service.ts';
export { registerDataExports } from './data-exports.module.ts';
