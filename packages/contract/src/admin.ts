import { MESSAGES } from './messages.ts';
import { integerQuery, MAX_ID, PageQuerySchema } from './pagination.ts';
import { z } from './zod.ts';

/*
 * The administration console's shared shapes (issue 25, decision 084). Every admin route lives
 * under /api/admin/ and answers 401 without a valid token of the edition, 403 to anyone but its
 * administrators; every mutation is validated like the public API and written to the audit log.
 */

/** Rows per page of the console's lists. */
export const ADMIN_PAGE_SIZE = 20;
/** The longest reason an administrator gives for a decision (sent to the people it concerns). */
export const ADMIN_REASON_MAX = 1000;

/** The reason of a decision: required, shown to the people it concerns and kept in the audit log. */
export const AdminReasonSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(ADMIN_REASON_MAX, MESSAGES.tooLong);

/**
 * A decision with a reason only: `POST /api/admin/reports/:id/close-offer`,
 * `POST /api/admin/users/:id/block|unblock`, rejecting an order dispute, keeping or removing a review.
 */
export const AdminDecisionInputSchema = z.object({ reason: AdminReasonSchema });
export type AdminDecisionInput = z.input<typeof AdminDecisionInputSchema>;

/** `GET /api/admin/audit-log`: newest first, filtered by any of these. */
export const AuditLogQuerySchema = PageQuerySchema.extend({
  action: z.string().trim().max(100).optional(),
  subjectType: z.string().trim().max(50).optional(),
  subjectId: integerQuery(1, MAX_ID),
  actorId: integerQuery(1, MAX_ID),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

/** One entry of the audit log as the console shows it. */
export interface AuditEntry {
  id: number;
  action: string;
  subjectType: string;
  subjectId: number;
  reason: string | null;
  before: unknown;
  after: unknown;
  actor: { id: number; username: string };
  createdAt: string;
}
