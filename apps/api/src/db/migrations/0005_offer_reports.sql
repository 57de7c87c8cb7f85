CREATE TABLE "offer_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"region" "region" NOT NULL,
	"offer_id" integer NOT NULL,
	"reporter_account_id" integer NOT NULL,
	"reason" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offer_reports" ADD CONSTRAINT "offer_reports_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_reports" ADD CONSTRAINT "offer_reports_reporter_account_id_accounts_id_fk" FOREIGN KEY ("reporter_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_reports_open_key" ON "offer_reports" USING btree ("offer_id","reporter_account_id") WHERE "offer_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "offer_reports_reporter_idx" ON "offer_reports" USING btree ("reporter_account_id","created_at");