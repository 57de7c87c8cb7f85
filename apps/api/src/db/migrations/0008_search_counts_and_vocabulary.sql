CREATE TABLE "offer_category_counts" (
	"region" "region" NOT NULL,
	"category_id" integer NOT NULL,
	"published" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "offer_category_counts_region_category_id_pk" PRIMARY KEY("region","category_id")
);
--> statement-breakpoint
CREATE TABLE "search_title_words" (
	"region" "region" NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_title_words_region_word_pk" PRIMARY KEY("region","word")
);
--> statement-breakpoint
ALTER TABLE "offer_category_counts" ADD CONSTRAINT "offer_category_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written below this line (docs/decisions/025). Statement triggers with transition tables:
-- a bulk insert or update adjusts each category's row once, and an update that changes no offer's
-- status or category (a visit, an edit) writes nothing. Rows are always locked in (region,
-- category) order, so concurrent statements cannot deadlock on them.
CREATE FUNCTION offers_count_published() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its event has.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO offer_category_counts AS counts (region, category_id, published)
    SELECT region, category_id, count(*)::int FROM new_offers WHERE status = 'published'
    GROUP BY region, category_id
    ORDER BY region, category_id
    ON CONFLICT (region, category_id) DO UPDATE SET published = counts.published + excluded.published;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO offer_category_counts AS counts (region, category_id, published)
    SELECT region, category_id, -count(*)::int FROM old_offers WHERE status = 'published'
    GROUP BY region, category_id
    ORDER BY region, category_id
    ON CONFLICT (region, category_id) DO UPDATE SET published = counts.published + excluded.published;
  ELSE
    INSERT INTO offer_category_counts AS counts (region, category_id, published)
    SELECT region, category_id, sum(delta)::int FROM (
      SELECT region, category_id, 1 AS delta FROM new_offers WHERE status = 'published'
      UNION ALL
      SELECT region, category_id, -1 FROM old_offers WHERE status = 'published'
    ) AS changes
    GROUP BY region, category_id HAVING sum(delta) <> 0
    ORDER BY region, category_id
    ON CONFLICT (region, category_id) DO UPDATE SET published = counts.published + excluded.published;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER offers_count_published_insert AFTER INSERT ON offers
  REFERENCING NEW TABLE AS new_offers FOR EACH STATEMENT EXECUTE FUNCTION offers_count_published();
--> statement-breakpoint
CREATE TRIGGER offers_count_published_update AFTER UPDATE ON offers
  REFERENCING OLD TABLE AS old_offers NEW TABLE AS new_offers FOR EACH STATEMENT EXECUTE FUNCTION offers_count_published();
--> statement-breakpoint
CREATE TRIGGER offers_count_published_delete AFTER DELETE ON offers
  REFERENCING OLD TABLE AS old_offers FOR EACH STATEMENT EXECUTE FUNCTION offers_count_published();
--> statement-breakpoint
INSERT INTO offer_category_counts (region, category_id, published)
  SELECT region, category_id, count(*)::int FROM offers WHERE status = 'published' GROUP BY region, category_id;
--> statement-breakpoint
-- What the counts cannot know, read at query time: published offers already past their expiry (the
-- minutely job has not closed them yet; normally none) and those promoted now (a few per cent).
CREATE INDEX "offers_published_expiry_idx" ON "offers" USING btree ("region", "expired_at")
  INCLUDE ("category_id") WHERE "status" = 'published';
--> statement-breakpoint
DROP INDEX "offers_search_highlighted_idx";
--> statement-breakpoint
CREATE INDEX "offers_search_highlighted_idx" ON "offers" USING btree ("region", "highlighted_until")
  INCLUDE ("category_id", "expired_at", "published_at", "id", "search_account_type")
  WHERE "status" = 'published' AND "highlighted_until" IS NOT NULL;
--> statement-breakpoint
-- Job offers with a shown salary, with every column the salary filter reads: the salary search
-- counts and selects its matches without touching the table.
CREATE INDEX "offers_search_salary_idx" ON "offers" USING btree ("region", "category_id", "period", "salary_from")
  INCLUDE ("salary_to", "expired_at", "highlighted_until", "search_account_type", "published_at", "id", "price_amount", "price_from")
  WHERE "status" = 'published' AND "type" = 'job_offer' AND "show_salary";
--> statement-breakpoint
-- The vocabulary of titles (docs/decisions/026): every word of three or more letters of a
-- published title, added as offers are inserted or updated; words are never removed here (the
-- daily job prunes those no published title has any more).
CREATE FUNCTION offers_collect_title_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_title_words (region, word)
  SELECT DISTINCT new_offers.region, words.word
  FROM new_offers, unnest(tsvector_to_array(to_tsvector('simple', new_offers.search_title))) AS words (word)
  WHERE new_offers.status = 'published' AND length(words.word) >= 3 AND words.word !~ '^[0-9]+$'
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER offers_collect_title_words_insert AFTER INSERT ON offers
  REFERENCING NEW TABLE AS new_offers FOR EACH STATEMENT EXECUTE FUNCTION offers_collect_title_words();
--> statement-breakpoint
CREATE TRIGGER offers_collect_title_words_update AFTER UPDATE ON offers
  REFERENCING NEW TABLE AS new_offers FOR EACH STATEMENT EXECUTE FUNCTION offers_collect_title_words();
--> statement-breakpoint
INSERT INTO search_title_words (region, word)
  SELECT DISTINCT offers.region, words.word
  FROM offers, unnest(tsvector_to_array(to_tsvector('simple', offers.search_title))) AS words (word)
  WHERE offers.status = 'published' AND length(words.word) >= 3 AND words.word !~ '^[0-9]+$';
--> statement-breakpoint
-- The search title trigram indexes of 0007 served the earlier typo fallback; the vocabulary replaces them.
DROP INDEX "offers_search_title_trgm_us_idx";
--> statement-breakpoint
DROP INDEX "offers_search_title_trgm_pl_idx";
--> statement-breakpoint
CREATE INDEX "search_title_words_trgm_idx" ON "search_title_words" USING gin ("word" gin_trgm_ops);
