-- Cache invalidation across API processes (docs/decisions/048). Hand-written: every write to a
-- table the API processes cache, whoever makes it (the API, a seed, an admin console, plain SQL),
-- notifies the channel `cache_invalidation` with the table's name; each process listening empties
-- the caches built from that table. Statement-level, so a bulk write notifies once; PostgreSQL
-- delivers notifications at commit (none for a rolled-back transaction) and folds identical ones
-- of a transaction into one.
CREATE FUNCTION notify_cache_invalidation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cache_invalidation', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- For tables written by other triggers on every statement even when nothing changes (the offer
-- counts are upserted with zero rows on a visit): notifies only when rows were written.
CREATE FUNCTION notify_cache_invalidation_of_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition table its event has.
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows) THEN
      PERFORM pg_notify('cache_invalidation', TG_TABLE_NAME);
    END IF;
  ELSIF EXISTS (SELECT 1 FROM new_rows) THEN
    PERFORM pg_notify('cache_invalidation', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_cache_invalidation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_invalidation();
--> statement-breakpoint
CREATE TRIGGER category_fields_cache_invalidation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON category_fields
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_invalidation();
--> statement-breakpoint
CREATE TRIGGER page_groups_cache_invalidation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON page_groups
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_invalidation();
--> statement-breakpoint
CREATE TRIGGER pages_cache_invalidation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pages
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_invalidation();
--> statement-breakpoint
CREATE TRIGGER advertisements_cache_invalidation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON advertisements
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_invalidation();
--> statement-breakpoint
-- Published offers per category change when an offer is published, closed, expires, is deleted
-- or moves category (the triggers of migration 0008 keep the counts): the category tree's counts
-- and the home page's sections depend on them.
CREATE TRIGGER offer_category_counts_insert_cache_invalidation AFTER INSERT ON offer_category_counts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_invalidation_of_rows();
--> statement-breakpoint
CREATE TRIGGER offer_category_counts_update_cache_invalidation AFTER UPDATE ON offer_category_counts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_invalidation_of_rows();
--> statement-breakpoint
CREATE TRIGGER offer_category_counts_delete_cache_invalidation AFTER DELETE ON offer_category_counts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_invalidation_of_rows();
--> statement-breakpoint
CREATE TRIGGER offer_category_counts_truncate_cache_invalidation AFTER TRUNCATE ON offer_category_counts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_invalidation();
