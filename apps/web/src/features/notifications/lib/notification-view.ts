import type { NotificationDataDto, Region } from '@marketplace/contract';
import type { TFunction } from 'i18next';
import { formatAmount, formatMoney } from '#web/shared/lib/format.ts';
import { failureReasonText } from '#web/shared/lib/payout-failure.ts';

const positiveId = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

/**
 * Where a notification leads (spec 001 "Notifications"): the buyer's order kinds to the purchase,
 * the seller's order-paid one to the sold order, a chat message to its conversation, an expiring
 * offer to the offer; undefined when its data lacks the id.
 */
export function notificationTarget(data: NotificationDataDto): string | undefined {
  switch (data.type) {
    case 'orderconfirmed':
    case 'ordercanceled':
    case 'ordercompletesoon': {
      const id = positiveId(data.orderId);
      return id ? `/profile/my-purchases/${id}` : undefined;
    }
    case 'orderpaid': {
      const id = positiveId(data.orderId);
      return id ? `/profile/my-offers/sold/${id}` : undefined;
    }
    // A step of a price proposal (issue 28) leads to the conversation that shows its card.
    case 'newchatmessage':
    case 'priceproposal': {
      const id = positiveId(data.conversationId);
      return id ? `/chat/${id}` : undefined;
    }
    // An offer held for review (decision 135): the published offer, or the drafts that say why not.
    case 'offerreviewed': {
      const id = positiveId(data.offerId);
      if (data.outcome !== 'approved') return '/profile/my-offers/draft';
      return id ? `/offer/${id}` : undefined;
    }
    case 'expiringoffer':
    case 'offerclosed':
    case 'newmatches':
    case 'pricedrop': {
      const id = positiveId(data.offerId);
      // A saved search's new match and a favourite's lower price (issue 28) lead to the offer too.
      return id ? `/offer/${id}` : undefined;
    }
    // An administrator's decision of a dispute (issue 25): the order of each party, the reviews.
    case 'orderdisputedecided': {
      const id = positiveId(data.orderId);
      if (!id) return undefined;
      return data.party === 'seller' ? `/profile/my-offers/sold/${id}` : `/profile/my-purchases/${id}`;
    }
    // A failed payout (decision 127) leads to the balance, where its money is available again.
    case 'payoutfailed':
      return '/profile/balance';
    case 'reviewdisputedecided': {
      if (data.party === 'seller') return '/reviews/me';
      const id = positiveId(data.sellerId);
      return id ? `/reviews/seller/${id}` : undefined;
    }
    default:
      return undefined;
  }
}

/** What a notification says, per kind, in the edition's language. */
export function notificationText(data: NotificationDataDto, t: TFunction, region: Region = 'us'): string {
  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
  switch (data.type) {
    case 'orderconfirmed':
    case 'ordercanceled':
    case 'orderpaid':
    case 'ordercompletesoon':
      return t(`notifications.kinds.${data.type}`, { orderId: text(data.orderId) });
    case 'newchatmessage':
      return data.offerTitle
        ? t('notifications.kinds.newchatmessage', {
            messageWriter: text(data.messageWriter),
            offerTitle: text(data.offerTitle),
          })
        : t('notifications.kinds.newchatmessageNoOffer', { messageWriter: text(data.messageWriter) });
    case 'expiringoffer':
      return t('notifications.kinds.expiringoffer', { offerTitle: text(data.offerTitle) });
    case 'priceproposal': {
      const step =
        data.step === 'countered' ||
        data.step === 'accepted' ||
        data.step === 'declined' ||
        data.step === 'ended'
          ? data.step
          : 'made';
      return t(`notifications.kinds.priceproposal.${step}`, {
        offerTitle: text(data.offerTitle),
        price: typeof data.amount === 'number' ? formatAmount(data.amount, region) : '',
      });
    }
    case 'offerreviewed':
      return t(`notifications.kinds.offerreviewed.${data.outcome === 'approved' ? 'approved' : 'rejected'}`, {
        offerTitle: text(data.offerTitle),
        reason: text(data.reason),
      });
    case 'offerclosed':
      return t('notifications.kinds.offerclosed', {
        offerTitle: text(data.offerTitle),
        reason: text(data.reason),
      });
    case 'newmatches':
      return t('notifications.kinds.newmatches', {
        savedSearchName: text(data.savedSearchName),
        offerTitle: text(data.offerTitle),
      });
    case 'pricedrop':
      return t('notifications.kinds.pricedrop', {
        offerTitle: text(data.offerTitle),
        price: typeof data.newPrice === 'number' ? formatMoney(data.newPrice, region) : '',
      });
    case 'orderdisputedecided':
      return t(`notifications.kinds.orderdispute.${data.outcome === 'rejected' ? 'rejected' : 'refunded'}`, {
        orderId: text(data.orderId),
        reason: text(data.reason),
      });
    case 'payoutfailed':
      return t('notifications.kinds.payoutfailed', {
        amount: typeof data.amount === 'number' ? formatMoney(data.amount, region) : '',
        // The provider's code, in plain words (balance.failureReasons).
        reason: failureReasonText(t, typeof data.reason === 'string' ? data.reason : null),
      });
    case 'reviewdisputedecided':
      return t(`notifications.kinds.reviewdispute.${data.outcome === 'removed' ? 'removed' : 'kept'}`, {
        reason: text(data.reason),
      });
    default:
      return t('notifications.kinds.other');
  }
}

/** The bell's badge: the count, capped at 99+. */
export const badgeCount = (unread: number) => (unread > 99 ? '99+' : String(unread));
