DROP INDEX "accounts_region_username_key";--> statement-breakpoint
DROP INDEX "accounts_region_username_folded_key";--> statement-breakpoint
DROP INDEX "accounts_region_email_key";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_region_username_key" ON "accounts" USING btree ("region",lower("username")) WHERE "accounts"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_region_username_folded_key" ON "accounts" USING btree ("region",lower(immutable_unaccent("username"))) WHERE "accounts"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_region_email_key" ON "accounts" USING btree ("region",lower("email")) WHERE "accounts"."deleted_at" is null;