import type { AdminAccountRef } from './admin-people.ts';
import { ADMIN_REASON_MAX } from './admin.ts';
import { MESSAGES } from './messages.ts';
import { PageQuerySchema } from './pagination.ts';
import { z } from './zod.ts';

/*
 * "Safe to trade": reports of a user from inside a conversation, the automatic flag of an account
 * that sends the same first message to many people, and their moderation (decision 133).
 */

/** What a user may say another user did (a short list; the comment tells the rest). */
export const ACCOUNT_REPORT_REASONS = ['scam', 'harassment', 'spam', 'impersonation', 'other'] as const;
export type AccountReportReason = (typeof ACCOUNT_REPORT_REASONS)[number];
/** The reason of the flag the chat raises itself: the same first message to many accounts. */
export const SAME_TEXT_BURST_REASON = 'same_text_burst';
export type AccountReportKind = AccountReportReason | typeof SAME_TEXT_BURST_REASON;
/** The longest comment a reporter adds (characters). */
export const ACCOUNT_REPORT_COMMENT_MAX = 500;

/** `POST /api/conversations/{id}/report`: once per conversation and reporter. */
export const ReportUserInputSchema = z.object({
  reason: z.enum(ACCOUNT_REPORT_REASONS, { error: MESSAGES.invalidValue }),
  comment: z
    .string({ error: MESSAGES.invalidValue })
    .trim()
    .max(ACCOUNT_REPORT_COMMENT_MAX, MESSAGES.tooLong)
    .default(''),
});
export type ReportUserInput = z.input<typeof ReportUserInputSchema>;

export const ACCOUNT_REPORT_RESOLUTIONS = ['dismissed', 'account_blocked'] as const;
export type AccountReportResolution = (typeof ACCOUNT_REPORT_RESOLUTIONS)[number];

/** `GET /api/admin/account-reports?state=open|resolved&page=N`: open ones oldest first. */
export const AdminAccountReportsQuerySchema = PageQuerySchema.extend({
  state: z.enum(['open', 'resolved']).catch('open').default('open'),
});
export type AdminAccountReportsQuery = z.infer<typeof AdminAccountReportsQuerySchema>;

/** `POST /api/admin/account-reports/{id}/dismiss`: the reason is optional. */
export const DismissAccountReportInputSchema = z.object({
  reason: z
    .string({ error: MESSAGES.invalidValue })
    .trim()
    .max(ADMIN_REASON_MAX, MESSAGES.tooLong)
    .optional()
    .nullable(),
});
export type DismissAccountReportInput = z.input<typeof DismissAccountReportInputSchema>;

/** The messages of the reported conversation the console shows with a report (the newest ones). */
export const ACCOUNT_REPORT_MESSAGES_SHOWN = 50;

export interface AdminAccountReportMessageDto {
  id: number;
  /** Null for a deleted author. */
  authorId: number | null;
  message: string;
  createdAt: string;
}

/** One report of a user (or the chat's automatic flag, whose reporter is null) in the console. */
export interface AdminAccountReportDto {
  id: number;
  reason: AccountReportKind;
  comment: string;
  reporter: AdminAccountRef | null;
  reported: AdminAccountRef;
  /** The conversation it was sent from, with its newest messages, oldest first; null for a flag. */
  conversation: {
    id: number;
    subject: string;
    messages: AdminAccountReportMessageDto[];
  } | null;
  createdAt: string;
  resolution: AccountReportResolution | null;
  resolutionReason: string | null;
  resolvedAt: string | null;
  resolvedBy: { id: number; username: string } | null;
}
