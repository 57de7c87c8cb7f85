export { registerPayouts } from './payouts.module.ts';
export { createPayoutsRepository } from './payouts.repository.ts';
export type { PayoutData, PayoutsService } from './payouts.service.ts';
export { createPayoutsExport } from './payouts.export.ts';
export type { PayoutsExport } from './payouts.export.ts';
