import { PAGE_PATHS } from '@marketplace/contract';
import type { RouteObject } from 'react-router';
import { adminPage } from './admin-page.ts';

/**
 * The console's pages past its dashboard: a chunk of their own, patched into the router under the
 * console's route the first time a path under `/admin/` is visited (router.tsx, `discoverAdminPages`).
 */
export const adminPages: RouteObject[] = [
  {
    path: PAGE_PATHS.adminDisputes,
    lazy: adminPage(() => import('./routes/admin/disputes.tsx'), 'AdminDisputesRoute'),
  },
  {
    path: PAGE_PATHS.adminOrderDispute,
    lazy: adminPage(() => import('./routes/admin/order-dispute.tsx'), 'AdminOrderDisputeRoute'),
  },
  {
    path: PAGE_PATHS.adminReviewDispute,
    lazy: adminPage(() => import('./routes/admin/review-dispute.tsx'), 'AdminReviewDisputeRoute'),
  },
  {
    path: PAGE_PATHS.adminReports,
    lazy: adminPage(() => import('./routes/admin/reports.tsx'), 'AdminReportsRoute'),
  },
  {
    path: PAGE_PATHS.adminOfferReviews,
    lazy: adminPage(() => import('./routes/admin/offer-reviews.tsx'), 'AdminOfferReviewsRoute'),
  },
  {
    path: PAGE_PATHS.adminUsers,
    lazy: adminPage(() => import('./routes/admin/users.tsx'), 'AdminUsersRoute'),
  },
  {
    path: PAGE_PATHS.adminUser,
    lazy: adminPage(() => import('./routes/admin/user.tsx'), 'AdminUserRoute'),
  },
  {
    path: PAGE_PATHS.adminSupport,
    lazy: adminPage(() => import('./routes/admin/support.tsx'), 'AdminSupportRoute'),
  },
  {
    path: PAGE_PATHS.adminSupportConversation,
    lazy: adminPage(() => import('./routes/admin/support-conversation.tsx'), 'AdminSupportConversationRoute'),
  },
  {
    path: PAGE_PATHS.adminCatalog,
    lazy: adminPage(() => import('./routes/admin/catalog.tsx'), 'AdminCatalogRoute'),
  },
  {
    path: PAGE_PATHS.adminCategory,
    lazy: adminPage(() => import('./routes/admin/category.tsx'), 'AdminCategoryRoute'),
  },
  {
    path: PAGE_PATHS.adminContent,
    lazy: adminPage(() => import('./routes/admin/content.tsx'), 'AdminContentRoute'),
  },
  {
    path: PAGE_PATHS.adminAuditLog,
    lazy: adminPage(() => import('./routes/admin/audit-log.tsx'), 'AdminAuditLogRoute'),
  },
  {
    path: PAGE_PATHS.adminSafety,
    lazy: adminPage(() => import('./routes/admin/safety.tsx'), 'AdminSafetyRoute'),
  },
  {
    path: PAGE_PATHS.adminFinance,
    lazy: adminPage(() => import('./routes/admin/finance.tsx'), 'AdminFinanceRoute'),
  },
];
