import { REGION_SETTINGS, type PriceProposalDto } from '@marketplace/contract';
import { actionsOf } from './price-proposals.policy.ts';
import type { PriceProposalRow } from './price-proposals.repository.ts';

/** A proposal as `viewerId` sees it, with what they may do with it at `now`. */
export function presentProposal(row: PriceProposalRow, viewerId: number, now: Date): PriceProposalDto {
  // An open or accepted one past its time is expired, whether or not its timed step has run.
  const lapsed = (row.status === 'open' || row.status === 'accepted') && row.expiresAt <= now;
  return {
    id: row.id,
    offerId: row.offerId,
    conversationId: row.conversationId,
    proposedBy: row.proposedBy,
    amount: row.amount,
    askingPrice: row.askingPrice,
    currency: REGION_SETTINGS[row.region].currency,
    status: lapsed ? 'expired' : row.status,
    counterOf: row.counterOf,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    viewerRole: row.buyerId === viewerId ? 'buyer' : 'seller',
    ...actionsOf(row, viewerId, now),
  };
}

/** The amount as the chat's excerpt shows it, in the edition's money format (`$12.50`, `12,50 zł`). */
export function amountText(amount: number, region: PriceProposalRow['region']): string {
  const { locale, currency } = REGION_SETTINGS[region];
  const whole = amount % 100 === 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount / 100);
}
