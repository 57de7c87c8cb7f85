import { ADMIN_REASON_MAX } from './admin.ts';
import { MESSAGES } from './messages.ts';
import type { OfferReportReason, OfferStatus } from './offers.ts';
import type { OrderStatus } from './orders.ts';
import { PageQuerySchema } from './pagination.ts';
import { z } from './zod.ts';

/*
 * The console's moderation queue and users (issue 25, decisions 087 and 088).
 */

export const REPORT_STATES = ['open', 'resolved'] as const;
export type ReportState = (typeof REPORT_STATES)[number];
export const REPORT_RESOLUTIONS = ['dismissed', 'offer_closed'] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

/** `GET /api/admin/reports?state=open|resolved&page=N`: open ones oldest first, resolved newest first. */
export const AdminReportsQuerySchema = PageQuerySchema.extend({
  state: z.enum(REPORT_STATES).catch('open').default('open'),
});
export type AdminReportsQuery = z.infer<typeof AdminReportsQuerySchema>;

/** `POST /api/admin/reports/:id/dismiss`: the reason is optional (nobody is told of a dismissal). */
export const DismissReportInputSchema = z.object({
  reason: z
    .string({ error: MESSAGES.invalidValue })
    .trim()
    .max(ADMIN_REASON_MAX, MESSAGES.tooLong)
    .optional()
    .nullable(),
});
export type DismissReportInput = z.input<typeof DismissReportInputSchema>;

export interface AdminAccountRef {
  id: number;
  username: string;
  deleted: boolean;
  blocked: boolean;
}

export interface AdminReportDto {
  id: number;
  reason: OfferReportReason;
  description: string;
  reporter: AdminAccountRef;
  createdAt: string;
  resolution: ReportResolution | null;
  resolutionReason: string | null;
  resolvedAt: string | null;
  resolvedBy: { id: number; username: string } | null;
}

/** One offer of the queue with its reports (open ones, or the resolved ones). */
export interface AdminReportedOfferDto {
  offer: { id: number; title: string; status: OfferStatus };
  owner: AdminAccountRef;
  /** The oldest report's time: how long the offer has waited. */
  oldestReportAt: string;
  reports: AdminReportDto[];
}

/** `GET /api/admin/users?q=&page=N`: by username, e-mail, phone or name, in the edition. */
export const AdminUsersQuerySchema = PageQuerySchema.extend({
  q: z.string().trim().max(100).catch('').default(''),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuerySchema>;

export type AdminAccountStatus = 'inactive' | 'active' | 'blocked' | 'deleted';

export interface AdminUserListItemDto {
  id: number;
  username: string;
  email: string;
  phone: string | null;
  name: string | null;
  type: 'person' | 'company';
  role: 'user' | 'admin';
  status: AdminAccountStatus;
  createdAt: string;
}

export interface AdminUserDto {
  account: AdminUserListItemDto & {
    lastLoggedInAt: string | null;
    deletedAt: string | null;
    block: { at: string; reason: string } | null;
  };
  offers: { id: number; title: string; status: OfferStatus; suspended: boolean; createdAt: string }[];
  orders: {
    id: number;
    role: 'buyer' | 'seller';
    status: OrderStatus;
    amount: number;
    currency: string;
    disputed: boolean;
    createdAt: string;
  }[];
  reportsMade: {
    id: number;
    offer: { id: number; title: string };
    reason: OfferReportReason;
    status: ReportState;
    createdAt: string;
  }[];
  reportsAgainst: {
    id: number;
    offer: { id: number; title: string };
    reason: OfferReportReason;
    status: ReportState;
    reporter: { id: number; username: string };
    createdAt: string;
  }[];
  disputes: { orderId: number; role: 'buyer' | 'seller'; description: string | null; disputedAt: string }[];
  conversations: {
    id: number;
    kind: string;
    subject: string | null;
    offerId: number | null;
    with: { id: number; username: string }[];
    createdAt: string;
  }[];
}

/** How many of each list the user page shows (the newest). */
export const ADMIN_USER_LIST_MAX = 50;
