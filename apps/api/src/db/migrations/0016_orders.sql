CREATE TABLE "order_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"offer_id" integer,
	"title" text NOT NULL,
	"image_file_id" uuid,
	"unit_price" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"delivery_method" text NOT NULL,
	"delivery_price" bigint NOT NULL,
	CONSTRAINT "order_products_quantity_positive" CHECK ("order_products"."quantity" > 0),
	CONSTRAINT "order_products_prices_not_negative" CHECK ("order_products"."unit_price" >= 0 and "order_products"."delivery_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"region" "region" NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"status" text DEFAULT 'not_paid' NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"payment_id" integer,
	"ship_street" text,
	"ship_apartment_number" text,
	"ship_city" text,
	"ship_state" text,
	"ship_post_code" text,
	"shipment_link" text,
	"dispute_description" text,
	"disputed_at" timestamp with time zone,
	"payment_due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"complete_due_at" timestamp with time zone,
	"completion_reminder_sent_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"refund_due_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amount_not_negative" CHECK ("orders"."amount" >= 0),
	CONSTRAINT "orders_buyer_is_not_seller" CHECK ("orders"."buyer_id" <> "orders"."seller_id")
);
--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_accounts_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_accounts_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_products_order_idx" ON "order_products" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_products_offer_idx" ON "order_products" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_buyer_idempotency_key" ON "orders" USING btree ("buyer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_buyer_created_idx" ON "orders" USING btree ("buyer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_seller_created_idx" ON "orders" USING btree ("seller_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_unpaid_due_idx" ON "orders" USING btree ("payment_due_at") WHERE "orders"."status" in ('not_paid', 'failed');--> statement-breakpoint
CREATE INDEX "orders_confirmed_due_idx" ON "orders" USING btree ("complete_due_at") WHERE "orders"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "orders_refund_due_idx" ON "orders" USING btree ("refund_due_at") WHERE "orders"."refund_due_at" is not null and "orders"."refunded_at" is null;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_quantity_not_negative" CHECK ("offers"."quantity" is null or "offers"."quantity" >= 0);