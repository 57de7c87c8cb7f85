import type { PriceProposalRow } from './price-proposals.repository.ts';

type Proposal = Pick<PriceProposalRow, 'buyerId' | 'sellerId' | 'proposedBy' | 'status' | 'expiresAt'>;

/** The caller's side of a proposal, or null for a stranger (who is told it does not exist). */
export function sideOf(proposal: Pick<Proposal, 'buyerId' | 'sellerId'>, accountId: number) {
  if (proposal.buyerId === accountId) return 'buyer' as const;
  if (proposal.sellerId === accountId) return 'seller' as const;
  return null;
}

/** Still waiting for an answer: open and not past its time (the expiry step may not have run yet). */
export const isOpen = (proposal: Pick<Proposal, 'status' | 'expiresAt'>, now: Date) =>
  proposal.status === 'open' && proposal.expiresAt > now;

/** Whoever did not make a proposal answers it: the seller a buyer's, the buyer a seller's counter. */
export const mayAnswer = (proposal: Proposal, accountId: number) => {
  const side = sideOf(proposal, accountId);
  return side !== null && side !== proposal.proposedBy;
};

/** Only the seller counters, and only a buyer's proposal (the buyer answers a counter with a new proposal). */
export const mayCounter = (proposal: Proposal, accountId: number) =>
  proposal.proposedBy === 'buyer' && proposal.sellerId === accountId;

/** What the caller may do with the proposal now (the buttons of its card). */
export function actionsOf(proposal: Proposal, accountId: number, now: Date) {
  const open = isOpen(proposal, now);
  const answers = open && mayAnswer(proposal, accountId);
  return {
    canAccept: answers,
    canDecline: answers,
    canCounter: open && mayCounter(proposal, accountId),
  };
}
