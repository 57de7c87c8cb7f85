ALTER TABLE "accounts" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "status_before_block" "account_status";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offer_reports" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "offer_reports" ADD COLUMN "resolved_by_account_id" integer;--> statement-breakpoint
ALTER TABLE "offer_reports" ADD COLUMN "resolution_reason" text;--> statement-breakpoint
ALTER TABLE "offer_reports" ADD CONSTRAINT "offer_reports_resolved_by_account_id_accounts_id_fk" FOREIGN KEY ("resolved_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_reports_region_status_created_idx" ON "offer_reports" USING btree ("region","status","created_at");--> statement-breakpoint
CREATE INDEX "offer_reports_offer_idx" ON "offer_reports" USING btree ("offer_id");