ALTER TABLE "payments" ADD COLUMN "refunded_amount" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_outcome" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_decided_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_refund_amount" bigint;--> statement-breakpoint
ALTER TABLE "review_disputes" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "review_disputes" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_disputes" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "review_disputes" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_dispute_decided_by_accounts_id_fk" FOREIGN KEY ("dispute_decided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_disputes" ADD CONSTRAINT "review_disputes_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_disputed_idx" ON "orders" USING btree ("region","disputed_at") WHERE "orders"."disputed_at" is not null;--> statement-breakpoint
CREATE INDEX "review_disputes_open_idx" ON "review_disputes" USING btree ("decided_at","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_dispute_refund_amount" CHECK ("orders"."dispute_refund_amount" is null or ("orders"."dispute_refund_amount" > 0 and "orders"."dispute_refund_amount" <= "orders"."amount"));