-- A proposal ends with its offer (issue 34, docs/decisions/115). Hand-written.
-- price_proposals.status (the price-proposals module's): 'ended' for an open proposal or an agreed
-- price whose offer stopped being buyable (closed, expired, sold out, suspended, its owner deleted).
ALTER TABLE "price_proposals" DROP CONSTRAINT "price_proposals_status";--> statement-breakpoint
ALTER TABLE "price_proposals" ADD CONSTRAINT "price_proposals_status" CHECK ("price_proposals"."status" in ('open', 'accepted', 'declined', 'countered', 'expired', 'consumed', 'ended'));
