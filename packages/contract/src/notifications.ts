import { integerQuery, MAX_ID } from './pagination.ts';
import { z } from './zod.ts';

/** Spec 001 "Notifications": the kinds the web shows, with the seller's order-paid one (issue 15). */
export const NOTIFICATION_TYPES = [
  'ordercanceled',
  'orderconfirmed',
  'newchatmessage',
  'expiringoffer',
  'orderpaid',
  'ordercompletesoon',
  // An administrator closed the user's offer after a report (issue 25, decision 088).
  'offerclosed',
  'orderdisputedecided',
  'reviewdisputedecided',
  // A step of a price proposal: made, countered, accepted or declined (issue 28).
  'priceproposal',
  // A saved search matched a new offer; a favourite's price went down (issue 28, decision 098).
  'newmatches',
  'pricedrop',
  // A payout to the seller's bank failed; its amount is available again (decision 127).
  'payoutfailed',
  // An administrator approved or rejected the user's offer held for review (decision 135).
  'offerreviewed',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Spec 001 section 9: 15 notifications per page. */
export const NOTIFICATIONS_DEFAULT_LIMIT = 15;
export const NOTIFICATIONS_MAX_LIMIT = 100;

/**
 * `GET /api/notifications?skip&limit`, optionally with the session's notification identity
 * (`project_id`, `user_id`, `user_hmac`), which must then match the caller.
 */
export const NotificationsQuerySchema = z.object({
  skip: integerQuery(0, MAX_ID, 0),
  limit: integerQuery(1, NOTIFICATIONS_MAX_LIMIT, NOTIFICATIONS_DEFAULT_LIMIT),
  projectId: z.string().max(100).optional(),
  userId: z.string().max(100).optional(),
  userHmac: z.string().max(200).optional(),
});

/** Spec 001 "Notifications": data fields orderId, messageWriter, offerTitle, conversationId, offerId. */
export interface NotificationDataDto {
  type: NotificationType;
  orderId?: number;
  offerId?: number;
  offerTitle?: string;
  conversationId?: number;
  messageWriter?: string;
  [key: string]: string | number | null | undefined;
}

export interface NotificationDto {
  id: number;
  /** The event that caused it (a stable key: the same event never notifies twice). */
  notificationId: string;
  data: NotificationDataDto;
  readAt: string | null;
  createdAt: string;
}

export interface NotificationsPageDto {
  items: NotificationDto[];
  total: number;
  unreadCount: number;
}
