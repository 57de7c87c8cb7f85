import type { Platform } from '../../platform.ts';
import { createAccountsExport } from '../accounts/index.ts';
import { createChatExport } from '../chat/index.ts';
import { createFavouritesExport } from '../favourites/index.ts';
import { createNotificationsExport } from '../notifications/index.ts';
import { createOffersExport } from '../offers/index.ts';
import { createOrdersExport } from '../orders/index.ts';
import { createLedgerExport } from '../ledger/index.ts';
import { createPaymentsExport } from '../payments/index.ts';
import { createPayoutsExport } from '../payouts/index.ts';
import { createReviewsExport } from '../reviews/index.ts';
import { dataExportsRoutes } from './data-exports.routes.ts';
import {
  createDataExportsService,
  DATA_EXPORT_BUILD_TOPIC,
  DATA_EXPORT_EXPIRE_TOPIC,
} from './data-exports.service.ts';

/** "Download my data" (decision 077): reads other modules through the read functions they export. */
export async function registerDataExports({
  app,
  env,
  db,
  repositories,
  unitOfWork,
  storage,
  publicOrigin,
  clock,
  events,
}: Platform) {
  const dataExports = createDataExportsService({
    dataExportsRepository: repositories.dataExports,
    unitOfWork,
    readers: {
      accounts: createAccountsExport(db),
      offers: createOffersExport(db),
      orders: createOrdersExport(db),
      reviews: createReviewsExport(db),
      chat: createChatExport(db),
      favourites: createFavouritesExport(db),
      notifications: createNotificationsExport(db),
      payments: createPaymentsExport(db),
      ledger: createLedgerExport(db),
      payouts: createPayoutsExport(db),
    },
    storage,
    publicOrigin,
    secret: env.AUTH_SECRET,
    clock,
  });
  events.handle<{ exportId: number }>(DATA_EXPORT_BUILD_TOPIC, ({ exportId }) => dataExports.build(exportId));
  events.handle<{ exportId: number; storageKey?: string }>(DATA_EXPORT_EXPIRE_TOPIC, (expiry) =>
    dataExports.expire(expiry.exportId, expiry.storageKey),
  );
  await app.register(dataExportsRoutes, { dataExports });
}
