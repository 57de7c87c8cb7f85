CREATE TABLE "data_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"region" "region" NOT NULL,
	"account_id" integer NOT NULL,
	"status" text DEFAULT 'preparing' NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_account_created_idx" ON "data_exports" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_one_preparing" ON "data_exports" USING btree ("account_id") WHERE "data_exports"."status" = 'preparing';