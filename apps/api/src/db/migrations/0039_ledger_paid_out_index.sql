-- A seller's paid-out total (the balance screen) reads only their paid payouts. Hand-written.
CREATE INDEX "ledger_transfers_paid_out_idx" ON "ledger_transfers" USING btree ("seller_id","currency") WHERE "ledger_transfers"."cause" = 'payout_paid';
