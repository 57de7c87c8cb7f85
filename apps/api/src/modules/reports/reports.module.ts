import type { Platform } from '../../platform.ts';
import { createOfferReads } from '../offers/index.ts';
import { createReportsAdminService } from './reports.admin.ts';
import { reportsAdminRoutes } from './reports.admin.routes.ts';
import { reportsRoutes } from './reports.routes.ts';
import { createReportsService } from './reports.service.ts';
import { createUserReportsAdmin } from './reports.users.admin.ts';
import { flagSameTextBurst, type SameTextBurst } from './reports.flags.ts';

/** Reports of offers and of users (decision 133) by users, and their moderation in the console. */
export async function registerReports(
  { app, db, repositories, unitOfWork, publicOrigin, clock, admin, events }: Platform,
  needs: Pick<Parameters<typeof createReportsService>[0], 'offers' | 'conversations'> &
    Pick<Parameters<typeof createReportsAdminService>[0], 'accountRefsOf' | 'emailOf'> &
    Pick<Parameters<typeof createUserReportsAdmin>[0], 'blockAccount'> & {
      /** The chat's event of an account sending the same first message to many (decision 133). */
      sameTextBurstTopic: string;
    },
) {
  events.handle<SameTextBurst>(needs.sameTextBurstTopic, flagSameTextBurst(repositories.reports));
  const reports = createReportsService({
    reportsRepository: repositories.reports,
    offers: needs.offers,
    conversations: needs.conversations,
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
  const userReportsAdmin = createUserReportsAdmin({
    reportsRepository: repositories.reports,
    conversations: needs.conversations,
    accountRefsOf: needs.accountRefsOf,
    blockAccount: needs.blockAccount,
    unitOfWork,
    clock,
  });
  await admin((scope) => reportsAdminRoutes(scope, { reportsAdmin, userReportsAdmin }));
}
