export { createOrdersAdminReads } from './orders.admin-reads.ts';
export type { OrdersAdminReads } from './orders.admin-reads.ts';
export { createOrdersDashboard } from './orders.dashboard.ts';
export { orderBlockersOfDeletion } from './orders.erasure.ts';
export { createOrdersExport } from './orders.export.ts';
export type { OrdersExport } from './orders.export.ts';
export {
  boughtProductFactsOf,
  boughtProductJoin,
  boughtProductOf,
  completedOrdersBetween,
} from './orders.reads.ts';
export { createOrdersRepository } from './orders.repository.ts';
export { registerOrders } from './orders.module.ts';
