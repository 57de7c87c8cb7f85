-- Replaced payout data hold payouts for 72 hours (PAYOUT_DATA_HOLD_MS). Hand-written.
-- accounts.payout_hold_until (the accounts module's): until when payouts are held because the
-- account's payout data were replaced; null when they never were (first payout data set none).
ALTER TABLE "accounts" ADD COLUMN "payout_hold_until" timestamp with time zone;
