CREATE TABLE "offer_feature_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"region" "region" NOT NULL,
	"offer_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"feature" text NOT NULL,
	"amount" integer NOT NULL,
	"payment_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "offer_feature_purchases_amount_positive" CHECK ("offer_feature_purchases"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "offer_feature_purchases" ADD CONSTRAINT "offer_feature_purchases_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_feature_purchases" ADD CONSTRAINT "offer_feature_purchases_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_feature_purchases" ADD CONSTRAINT "offer_feature_purchases_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_feature_purchases_pending_idx" ON "offer_feature_purchases" USING btree ("offer_id","feature") WHERE "offer_feature_purchases"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "offer_feature_purchases_account_idx" ON "offer_feature_purchases" USING btree ("account_id");