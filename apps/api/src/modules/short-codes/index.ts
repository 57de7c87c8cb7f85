export { removeCodesOfDeletedAccount } from './short-codes.erasure.ts';
export { createShortCodesRepository } from './short-codes.repository.ts';
export type { ShortCodesScope, ShortCodesService } from './short-codes.service.ts';
export { registerShortCodes } from './short-codes.module.ts';
