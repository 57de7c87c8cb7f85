import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { OfferWriteInputSchema, proposalFloorProblem } from './offer-input.ts';
import { priceProposalFloor } from './price-proposals.ts';

/** The seller's floor for price proposals (decision 101). */
describe('the proposal floor', () => {
  it('applies the seller’s floor while it is below the price, half the price otherwise', () => {
    expect(priceProposalFloor(10_000)).toBe(5_000);
    expect(priceProposalFloor(9_999, null)).toBe(5_000);
    expect(priceProposalFloor(10_000, 8_000)).toBe(8_000);
    expect(priceProposalFloor(10_000, 100)).toBe(100);
    expect(priceProposalFloor(10_000, 10_000)).toBe(5_000);
    expect(priceProposalFloor(10_000, 0)).toBe(5_000);
  });

  it('takes a floor of at least 1 below the price', () => {
    expect(proposalFloorProblem(undefined, 10_000)).toBeNull();
    expect(proposalFloorProblem(null, null)).toBeNull();
    expect(proposalFloorProblem(9_999, 10_000)).toBeNull();
    expect(proposalFloorProblem(10_000, 10_000)).toBe(MESSAGES.proposalFloorNotBelowPrice);
    expect(proposalFloorProblem(1, null)).toBe(MESSAGES.proposalFloorNotBelowPrice);
    expect(proposalFloorProblem(0, 10_000)).toBe(MESSAGES.invalidValue);
  });

  it('reads { amount } or the amount alone; absent stays absent, empty is null', () => {
    const floorOf = (proposalFloor: unknown) =>
      OfferWriteInputSchema.parse({ status: 'draft', category: 1, proposalFloor }).proposalFloor;
    expect(floorOf({ amount: 700 })).toBe(700);
    expect(floorOf(700)).toBe(700);
    expect(floorOf(null)).toBeNull();
    expect(floorOf('')).toBeNull();
    expect(OfferWriteInputSchema.parse({ status: 'draft', category: 1 })).not.toHaveProperty('proposalFloor');
  });
});
