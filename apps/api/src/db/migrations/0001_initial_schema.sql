CREATE TYPE "public"."account_role" AS ENUM('user', 'admin');--> statement-breakpoint
CREATE TYPE "public"."account_status" AS ENUM('inactive', 'active', 'blocked');--> statement-breakpoint
CREATE TYPE "public"."account_type" AS ENUM('person', 'company');--> statement-breakpoint
CREATE TYPE "public"."delivery_method" AS ENUM('courier', 'pickup');--> statement-breakpoint
CREATE TYPE "public"."offer_status" AS ENUM('draft', 'published', 'closed');--> statement-breakpoint
CREATE TYPE "public"."offer_type" AS ENUM('product', 'service', 'job_offer', 'real_estate');--> statement-breakpoint
CREATE TYPE "public"."period" AS ENUM('hourly', 'weekly', 'monthly');--> statement-breakpoint
CREATE TYPE "public"."price_variant" AS ENUM('fixed', 'range');--> statement-breakpoint
CREATE TYPE "public"."region" AS ENUM('us', 'pl');--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"region" "region" NOT NULL,
	"type" "account_type" NOT NULL,
	"role" "account_role" DEFAULT 'user' NOT NULL,
	"status" "account_status" DEFAULT 'inactive' NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"password_hash" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"company_name" text,
	"vat_id" text,
	"birth_day" date,
	"street" text,
	"apartment_number" text,
	"city" text,
	"state" text,
	"post_code" text,
	"avatar_file_id" uuid,
	"consents_accepted_at" timestamp with time zone,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"last_logged_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"region" "region" NOT NULL,
	"owner_account_id" integer,
	"kind" text NOT NULL,
	"original_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer,
	"height" integer,
	"attached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"region" "region" NOT NULL,
	"parent_id" integer,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"offer_type" "offer_type" NOT NULL,
	"image_url" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"enum_values" jsonb,
	"default_value" jsonb,
	"unit" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advertisements" (
	"id" serial PRIMARY KEY NOT NULL,
	"region" "region" NOT NULL,
	"area" text NOT NULL,
	"image_url" text,
	"reference_url" text,
	"script" text,
	"category_ids" integer[] DEFAULT '{}' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"region" "region" NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"region" "region" NOT NULL,
	"group_id" integer,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_images" (
	"offer_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "offer_images_offer_id_file_id_pk" PRIMARY KEY("offer_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"region" "region" NOT NULL,
	"account_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"type" "offer_type" NOT NULL,
	"status" "offer_status" DEFAULT 'draft' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price_amount" bigint,
	"quantity" integer,
	"price_variant" "price_variant",
	"price_from" bigint,
	"price_to" bigint,
	"period" "period",
	"show_salary" boolean,
	"salary_from" bigint,
	"salary_to" bigint,
	"delivery_method" "delivery_method",
	"delivery_price" bigint,
	"hide_location" boolean DEFAULT false NOT NULL,
	"street" text,
	"apartment_number" text,
	"city" text,
	"state" text,
	"post_code" text,
	"lat" double precision,
	"lon" double precision,
	"highlighted_until" timestamp with time zone,
	"extra_photos" boolean DEFAULT false NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_fields" ADD CONSTRAINT "category_fields_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_group_id_page_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."page_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_images" ADD CONSTRAINT "offer_images_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_images" ADD CONSTRAINT "offer_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_region_username_key" ON "accounts" USING btree ("region",lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_region_email_key" ON "accounts" USING btree ("region",lower("email"));--> statement-breakpoint
CREATE INDEX "accounts_region_type_idx" ON "accounts" USING btree ("region","type");--> statement-breakpoint
CREATE INDEX "files_unattached_idx" ON "files" USING btree ("created_at") WHERE "files"."attached_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_region_slug_key" ON "categories" USING btree ("region","slug");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "category_fields_category_name_key" ON "category_fields" USING btree ("category_id","name");--> statement-breakpoint
CREATE INDEX "advertisements_region_area_idx" ON "advertisements" USING btree ("region","area");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_region_slug_key" ON "pages" USING btree ("region","slug");--> statement-breakpoint
CREATE INDEX "offer_images_offer_idx" ON "offer_images" USING btree ("offer_id","position");--> statement-breakpoint
CREATE INDEX "offers_region_status_published_idx" ON "offers" USING btree ("region","status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offers_account_status_idx" ON "offers" USING btree ("account_id","status");--> statement-breakpoint
CREATE INDEX "offers_category_idx" ON "offers" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "offers_region_lat_lon_idx" ON "offers" USING btree ("region","lat","lon") WHERE "offers"."lat" is not null;