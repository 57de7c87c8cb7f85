import type { Platform } from '../../platform.ts';
import { createShortCodesService } from './short-codes.service.ts';

/** One-time codes sent by e-mail or SMS (sign-in, registration, changes of address). */
export function registerShortCodes({ env, repositories, unitOfWork, clock }: Platform) {
  return createShortCodesService({
    shortCodesRepository: repositories.shortCodes,
    unitOfWork,
    secret: env.AUTH_SECRET,
    clock,
  });
}
