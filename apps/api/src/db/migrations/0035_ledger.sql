-- The ledger, the commission and the seller's share of an order (docs/decisions/125, 126). Hand-written.
-- Amounts are signed minor units, a debit positive and a credit negative: a transfer's entries sum
-- to zero, entries are never changed or removed, and each transfer is unique per cause.
CREATE TABLE "ledger_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"region" "region" NOT NULL,
	"currency" text NOT NULL,
	"cause" text NOT NULL,
	"cause_key" text NOT NULL,
	"order_id" integer,
	"payment_id" integer,
	"payout_id" integer,
	"seller_id" integer REFERENCES "accounts"("id") ON DELETE restrict,
	"gross" bigint,
	"commission" bigint,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_cause_key" ON "ledger_transfers" ("cause_key");--> statement-breakpoint
CREATE INDEX "ledger_transfers_seller_idx" ON "ledger_transfers" ("seller_id", "id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_order_idx" ON "ledger_transfers" ("order_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_region_cause_created_idx" ON "ledger_transfers" ("region", "cause", "created_at");--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" integer NOT NULL REFERENCES "ledger_transfers"("id") ON DELETE restrict,
	"currency" text NOT NULL,
	"holder_id" integer NOT NULL,
	"account" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("amount" <> 0),
	CONSTRAINT "ledger_entries_holder_account" CHECK (("holder_id" = 0) = ("account" in ('cash', 'commission', 'extras', 'refunds')))
);--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer_idx" ON "ledger_entries" ("transfer_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_holder_idx" ON "ledger_entries" ("holder_id", "account", "currency");--> statement-breakpoint
CREATE TABLE "ledger_balances" (
	"holder_id" integer NOT NULL,
	"account" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("holder_id", "account", "currency")
);--> statement-breakpoint
CREATE TABLE "commission_rates" (
	"region" "region" PRIMARY KEY NOT NULL,
	"basis_points" integer NOT NULL,
	"minimum" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rates_basis_points" CHECK ("basis_points" between 0 and 5000),
	CONSTRAINT "commission_rates_minimum" CHECK ("minimum" >= 0)
);--> statement-breakpoint
INSERT INTO "commission_rates" ("region", "basis_points", "minimum") VALUES ('us', 500, 50), ('pl', 500, 200);--> statement-breakpoint
CREATE TABLE "ledger_reconciliations" (
	"id" serial PRIMARY KEY NOT NULL,
	"ok" boolean NOT NULL,
	"differences" jsonb NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_commission" CHECK ("commission" >= 0 and "commission" <= "amount");--> statement-breakpoint
-- Append-only: a correction is a new transfer. (TRUNCATE, a whole-database reset, stays possible.)
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'ledger rows are append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
	FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers
	FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
-- Balanced: checked at commit, once every leg of the transfer is written.
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (SELECT coalesce(sum(amount), 0) FROM ledger_entries WHERE transfer_id = NEW.transfer_id) <> 0 THEN
		RAISE EXCEPTION 'ledger transfer % does not balance', NEW.transfer_id USING ERRCODE = 'check_violation';
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();
--> statement-breakpoint
CREATE TRIGGER commission_rates_cache_invalidation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON commission_rates
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_invalidation();
