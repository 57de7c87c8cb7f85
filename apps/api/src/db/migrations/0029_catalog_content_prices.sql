CREATE TABLE "feature_prices" (
	"region" "region" NOT NULL,
	"feature" text NOT NULL,
	"amount" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_prices_region_feature_pk" PRIMARY KEY("region","feature"),
	CONSTRAINT "feature_prices_amount_bounds" CHECK ("feature_prices"."amount" > 0 and "feature_prices"."amount" <= 10000000)
);
--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Hand-written (decision 092): today's prices (they were constants in the contract), and the
-- cache invalidation of decision 048, so that a price set in the console reaches every process.
INSERT INTO "feature_prices" ("region", "feature", "amount") VALUES
  ('us', 'highlight', 499), ('us', 'extra_photos', 299), ('us', 'offer_period_extension', 399),
  ('pl', 'highlight', 1999), ('pl', 'extra_photos', 1199), ('pl', 'offer_period_extension', 1499);
--> statement-breakpoint
CREATE TRIGGER feature_prices_cache_invalidation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON feature_prices
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_invalidation();
