-- The seller's own floor for price proposals (issue 28, docs/decisions/101). Hand-written.
-- offers.proposal_floor: owned by the offers module. The lowest price, in minor units, a buyer may
-- propose for a product; null takes the default (half the asking price). Private to the seller.
ALTER TABLE "offers" ADD COLUMN "proposal_floor" bigint;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_proposal_floor_positive" CHECK ("offers"."proposal_floor" is null or "offers"."proposal_floor" > 0);
