-- Payouts to sellers' bank accounts (docs/decisions/127). Hand-written.
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"region" "region" NOT NULL,
	"currency" text NOT NULL,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE restrict,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" text NOT NULL,
	"day" date NOT NULL,
	"retry_of" integer,
	"provider" text NOT NULL,
	"provider_payout_id" text,
	"destination" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_positive" CHECK ("amount" > 0),
	CONSTRAINT "payouts_status" CHECK ("status" in ('pending', 'sent', 'paid', 'failed'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_provider_payout_id_key" ON "payouts" ("provider_payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_account_day_key" ON "payouts" ("account_id", "day") WHERE "requested_by" <> 'administrator';--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_retry_of_key" ON "payouts" ("retry_of");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_account_in_flight_key" ON "payouts" ("account_id") WHERE "status" in ('pending', 'sent');--> statement-breakpoint
CREATE INDEX "payouts_region_status_idx" ON "payouts" ("region", "status", "id");--> statement-breakpoint
CREATE INDEX "payouts_account_idx" ON "payouts" ("account_id", "id");--> statement-breakpoint
CREATE TABLE "payout_recipients" (
	"account_id" integer PRIMARY KEY NOT NULL REFERENCES "accounts"("id") ON DELETE restrict,
	"provider" text NOT NULL,
	"recipient_id" text,
	"ready" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
