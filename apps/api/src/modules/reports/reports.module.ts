import type { Platform } from '../../platform.ts';
import { createOfferReads } from '../offers/index.ts';
import { createReportsAdminService } from './reports.admin.ts';
import { reportsAdminRoutes } from './reports.admin.routes.ts';
import { reportsRoutes } from './reports.routes.ts';
import { createReportsService } from './reports.service.ts';

/** Reports of offers by users, and their moderation in the console. */
export async function registerReports(
  { app, db, repositories, unitOfWork, publicOrigin, clock, admin }: Platform,
  needs: Pick<Parameters<typeof createReportsService>[0], 'offers'> &
    Pick<Parameters<typeof createReportsAdminService>[0], 'accountRefsOf' | 'emailOf'>,
) {
  const reports = createReportsService({
    reportsRepository: repositories.reports,
    offers: needs.offers,
    clock,
  });
  await app.register(reportsRoutes, { reports });
  const reportsAdmin = createReportsAdminService({
    reportsRepository: repositories.reports,
    offers: createOfferReads(db),
    accountRefsOf: needs.accountRefsOf,
    emailOf: needs.emailOf,
    unitOfWork,
    publicOrigin,
    clock,
  });
  await admin((scope) => reportsAdminRoutes(scope, { reportsAdmin }));
}
