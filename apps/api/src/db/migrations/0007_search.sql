CREATE TABLE "search_phrase_counts" (
	"region" "region" NOT NULL,
	"day" date NOT NULL,
	"display" text NOT NULL,
	"phrase" text NOT NULL,
	"searches" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "search_phrase_counts_region_day_display_pk" PRIMARY KEY("region","day","display")
);
--> statement-breakpoint
DROP INDEX "offers_region_status_published_idx";--> statement-breakpoint
-- Search (docs/decisions/015). Hand-written below this line: drizzle cannot express functions,
-- triggers, tsvector columns, trigram operator classes or INCLUDE columns.
-- unaccent() is only STABLE (its dictionary could change); this wrapper names the dictionary
-- explicitly, so it can be IMMUTABLE and serve stored columns and indexes.
CREATE FUNCTION immutable_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, value) $$;
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "search_vector" tsvector DEFAULT ''::tsvector NOT NULL;
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "search_title" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- The seller's account type, copied so the account-type filter reads the offer's own indexes.
ALTER TABLE "offers" ADD COLUMN "search_account_type" "account_type";
--> statement-breakpoint
-- The search document of an offer, accent-folded: title (weight A), its category and the
-- category's ancestors (B), description (C). US offers use the English configuration (stemming,
-- stop words); Polish ones 'simple', as PostgreSQL ships no Polish dictionary. Also the folded
-- title for trigram similarity and the seller's account type.
CREATE FUNCTION offers_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  config regconfig := CASE NEW.region WHEN 'us' THEN 'english'::regconfig ELSE 'simple'::regconfig END;
  category_names text;
BEGIN
  WITH RECURSIVE path AS (
    SELECT c.parent_id, c.name, 0 AS depth FROM categories c WHERE c.id = NEW.category_id
    UNION ALL
    SELECT c.parent_id, c.name, path.depth + 1 FROM categories c JOIN path ON c.id = path.parent_id
    WHERE path.depth < 10
  )
  SELECT string_agg(name, ' ') INTO category_names FROM path;
  SELECT type INTO NEW.search_account_type FROM accounts WHERE id = NEW.account_id;
  NEW.search_title := immutable_unaccent(lower(NEW.title));
  NEW.search_vector :=
    setweight(to_tsvector(config, immutable_unaccent(NEW.title)), 'A') ||
    setweight(to_tsvector(config, immutable_unaccent(coalesce(category_names, ''))), 'B') ||
    setweight(to_tsvector(config, immutable_unaccent(NEW.description)), 'C');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER offers_search_document BEFORE INSERT OR UPDATE OF title, description, category_id, region, account_id
  ON offers FOR EACH ROW EXECUTE FUNCTION offers_search_document();
--> statement-breakpoint
-- Renaming or moving a category refreshes the documents of the offers in it and below it.
CREATE FUNCTION categories_refresh_offer_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name OR NEW.parent_id IS DISTINCT FROM OLD.parent_id THEN
    UPDATE offers SET category_id = category_id WHERE category_id IN (
      WITH RECURSIVE tree AS (
        SELECT NEW.id AS id, 0 AS depth
        UNION ALL
        SELECT c.id, tree.depth + 1 FROM categories c JOIN tree ON c.parent_id = tree.id WHERE tree.depth < 10
      )
      SELECT id FROM tree
    );
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_refresh_offer_search AFTER UPDATE OF name, parent_id
  ON categories FOR EACH ROW EXECUTE FUNCTION categories_refresh_offer_search();
--> statement-breakpoint
CREATE FUNCTION accounts_refresh_offer_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.type IS DISTINCT FROM OLD.type THEN
    UPDATE offers SET search_account_type = NEW.type WHERE account_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER accounts_refresh_offer_search AFTER UPDATE OF type
  ON accounts FOR EACH ROW EXECUTE FUNCTION accounts_refresh_offer_search();
--> statement-breakpoint
UPDATE offers SET title = title;
--> statement-breakpoint
-- Full-text and trigram indexes per edition over published offers only: every search names both,
-- and a partial index spares the planner from ANDing in a bitmap of the whole edition (a new
-- edition needs its two indexes here).
CREATE INDEX "offers_search_vector_us_idx" ON "offers" USING gin ("search_vector")
  WHERE "region" = 'us' AND "status" = 'published';
--> statement-breakpoint
CREATE INDEX "offers_search_vector_pl_idx" ON "offers" USING gin ("search_vector")
  WHERE "region" = 'pl' AND "status" = 'published';
--> statement-breakpoint
CREATE INDEX "offers_search_title_trgm_us_idx" ON "offers" USING gin ("search_title" gin_trgm_ops)
  WHERE "region" = 'us' AND "status" = 'published';
--> statement-breakpoint
CREATE INDEX "offers_search_title_trgm_pl_idx" ON "offers" USING gin ("search_title" gin_trgm_ops)
  WHERE "region" = 'pl' AND "status" = 'published';
--> statement-breakpoint
-- Covering indexes: the listing sorts read them in order and filter on the included columns
-- without touching the table (index-only scans), so deep pages stay cheap. Each serves its sort
-- in both directions (the id tiebreak follows the sort direction).
CREATE INDEX "offers_search_date_idx" ON "offers" USING btree ("region", "status", "published_at" DESC, "id" DESC)
  INCLUDE ("category_id", "expired_at", "highlighted_until", "search_account_type");
--> statement-breakpoint
CREATE INDEX "offers_search_category_idx" ON "offers" USING btree ("region", "status", "category_id", "published_at" DESC, "id" DESC)
  INCLUDE ("expired_at", "highlighted_until", "search_account_type");
--> statement-breakpoint
-- The sort price: product and real-estate price, service price from, job salary from when shown.
-- Ascending and descending both want offers without a price last, hence two indexes.
CREATE INDEX "offers_search_price_asc_idx" ON "offers" USING btree ("region", "status", (coalesce("price_amount", "price_from", CASE WHEN "show_salary" THEN "salary_from" END)) ASC NULLS LAST, "id" ASC)
  INCLUDE ("category_id", "expired_at", "highlighted_until", "search_account_type");
--> statement-breakpoint
CREATE INDEX "offers_search_price_desc_idx" ON "offers" USING btree ("region", "status", (coalesce("price_amount", "price_from", CASE WHEN "show_salary" THEN "salary_from" END)) DESC NULLS LAST, "id" DESC)
  INCLUDE ("category_id", "expired_at", "highlighted_until", "search_account_type");
--> statement-breakpoint
CREATE INDEX "offers_search_highlighted_idx" ON "offers" USING btree ("region", "highlighted_until")
  WHERE "highlighted_until" IS NOT NULL;
--> statement-breakpoint
-- The radius search: the latitude band of the (region, lat, lon) index, with every column the
-- search checks or counts included, so it stays an index-only scan (replaces the plain index of 0001).
DROP INDEX "offers_region_lat_lon_idx";
--> statement-breakpoint
CREATE INDEX "offers_search_geo_idx" ON "offers" USING btree ("region", "lat", "lon")
  INCLUDE ("status", "expired_at", "hide_location", "category_id", "highlighted_until", "published_at", "search_account_type")
  WHERE "lat" IS NOT NULL;
