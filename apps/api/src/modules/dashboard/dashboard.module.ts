import type { Platform } from '../../platform.ts';
import { createAccountsDashboard } from '../accounts/index.ts';
import { createChatDashboard } from '../chat/index.ts';
import { createOffersDashboard } from '../offers/index.ts';
import { createOrdersDashboard } from '../orders/index.ts';
import { createPaymentsDashboard } from '../payments/index.ts';
import { createReportsDashboard } from '../reports/index.ts';
import { createReviewsDashboard } from '../reviews/index.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { createDashboardService } from './dashboard.service.ts';

/** The console's dashboard (decision 090): figures read through each module's exported reader. */
export async function registerDashboard({ db, clock, admin }: Platform) {
  const dashboard = createDashboardService({
    readers: {
      orders: createOrdersDashboard(db),
      reviews: createReviewsDashboard(db),
      reports: createReportsDashboard(db),
      chat: createChatDashboard(db),
      accounts: createAccountsDashboard(db),
      offers: createOffersDashboard(db),
      payments: createPaymentsDashboard(db),
    },
    clock,
  });
  await admin((scope) => dashboardRoutes(scope, { dashboard }));
}
