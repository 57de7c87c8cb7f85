export { registerPayouts } from './payouts.module.ts';
export { createPayoutsRepository } from './payouts.repository.ts';
export type { PayoutData, PayoutsService } from './payouts.service.ts';
