-- Keyed cache invalidation for the offer page (docs/decisions/093). Hand-written. A notification
-- `<name>:<id>,<id>…` names the rows whose shown content changed: caches built from <name> are
-- emptied whole, caches keyed by <name>'s ids lose only those entries. Statement-level with
-- transition tables, one notification per statement and name, ids deduplicated; PostgreSQL sends
-- them at commit and folds identical ones of a transaction into one.
--
-- `offers:<ids>`          an offer's row or photos changed (a paid extra is written onto the row)
-- `offers.visits:<ids>`   only the visit counter of these offers changed (a flush of counted
--                         visits): caches that do not show visits need not listen to it
-- `accounts:<ids>`        what the offer page shows of these sellers changed: their row (name,
--                         avatar, company, status, deletion), their reviews, or how many offers
--                         they have published
-- A TRUNCATE has no transition tables: the table-level function of 0012, told which name to notify.
CREATE OR REPLACE FUNCTION notify_cache_invalidation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cache_invalidation', coalesce(TG_ARGV[0], TG_TABLE_NAME));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION notify_cache_ids(name text, ids text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL THEN
    RETURN;
  END IF;
  -- PostgreSQL refuses payloads of 8000 bytes or more: too many ids name the table alone.
  IF octet_length(name) + 1 + octet_length(ids) < 7900 THEN
    PERFORM pg_notify('cache_invalidation', name || ':' || ids);
  ELSE
    PERFORM pg_notify('cache_invalidation', name);
  END IF;
END
$$;
--> statement-breakpoint
-- TG_ARGV[0]: the name notified; TG_ARGV[1]: the column of the written rows holding its ids. Each
-- branch names only the transition tables its event has.
CREATE FUNCTION notify_cache_invalidation_of_ids() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT string_agg(DISTINCT %I::text, '','') FROM new_rows WHERE %1$I IS NOT NULL', TG_ARGV[1]) INTO ids;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT string_agg(DISTINCT %I::text, '','') FROM old_rows WHERE %1$I IS NOT NULL', TG_ARGV[1]) INTO ids;
  ELSE
    EXECUTE format(
      'SELECT string_agg(id::text, '','') FROM (SELECT %1$I AS id FROM new_rows UNION SELECT %1$I FROM old_rows) AS written WHERE id IS NOT NULL',
      TG_ARGV[1]
    ) INTO ids;
  END IF;
  PERFORM notify_cache_ids(TG_ARGV[0], ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Offers: the rows written, told apart when only their visit counter moved; and their sellers when
-- the number of published offers may have changed (a new or deleted offer, a new status or owner).
CREATE FUNCTION notify_offer_invalidation() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
  visited text;
  sellers text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT string_agg(DISTINCT id::text, ','), string_agg(DISTINCT account_id::text, ',')
      INTO changed, sellers FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT string_agg(DISTINCT id::text, ','), string_agg(DISTINCT account_id::text, ',')
      INTO changed, sellers FROM old_rows;
  ELSE
    SELECT string_agg(n.id::text, ',') FILTER (WHERE to_jsonb(n) - 'visits' IS DISTINCT FROM to_jsonb(o) - 'visits'),
           string_agg(n.id::text, ',') FILTER (WHERE to_jsonb(n) - 'visits' = to_jsonb(o) - 'visits' AND n.visits <> o.visits)
      INTO changed, visited
      FROM new_rows n JOIN old_rows o ON o.id = n.id;
    SELECT string_agg(account_id::text, ',') INTO sellers FROM (
      SELECT n.account_id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE n.status IS DISTINCT FROM o.status OR n.account_id <> o.account_id
      UNION
      SELECT o.account_id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE n.status IS DISTINCT FROM o.status OR n.account_id <> o.account_id
    ) AS moved;
  END IF;
  PERFORM notify_cache_ids('offers', changed);
  PERFORM notify_cache_ids('offers.visits', visited);
  PERFORM notify_cache_ids('accounts', sellers);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER offers_insert_cache_invalidation AFTER INSERT ON offers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_offer_invalidation();
--> statement-breakpoint
CREATE TRIGGER offers_update_cache_invalidation AFTER UPDATE ON offers
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_offer_invalidation();
--> statement-breakpoint
CREATE TRIGGER offers_delete_cache_invalidation AFTER DELETE ON offers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_offer_invalidation();
--> statement-breakpoint
CREATE TRIGGER offers_truncate_cache_invalidation AFTER TRUNCATE ON offers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_invalidation();
--> statement-breakpoint
-- An offer's photos.
CREATE TRIGGER offer_images_insert_cache_invalidation AFTER INSERT ON offer_images
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_invalidation_of_ids('offers', 'offer_id');
--> statement-breakpoint
CREATE TRIGGER offer_images_update_cache_invalidation AFTER UPDATE ON offer_images
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_invalidation_of_ids('offers', 'offer_id');
--> statement-breakpoint
CREATE TRIGGER offer_images_delete_cache_invalidation AFTER DELETE ON offer_images
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_invalidation_of_ids('offers', 'offer_id');
--> statement-breakpoint
CREATE TRIGGER offer_images_truncate_cache_invalidation AFTER TRUNCATE ON offer_images
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_invalidation('offers');
--> statement-breakpoint
-- The sellers' own rows.
CREATE TRIGGER accounts_update_cache_invalidation AFTER UPDATE ON accounts
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_invalidation_of_ids('accounts', 'id');
--> statement-breakpoint
CREATE TRIGGER accounts_delete_cache_invalidation AFTER DELETE ON accounts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_invalidation_of_ids('accounts', 'id');
--> statement-breakpoint
CREATE TRIGGER accounts_truncate_cache_invalidation AFTER TRUNCATE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_invalidation();
--> statement-breakpoint
-- Reviews of a seller (`account_id` is the reviewed seller): their figures on the offer page.
CREATE TRIGGER reviews_insert_cache_invalidation AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_invalidation_of_ids('accounts', 'account_id');
--> statement-breakpoint
CREATE TRIGGER reviews_update_cache_invalidation AFTER UPDATE ON reviews
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_invalidation_of_ids('accounts', 'account_id');
--> statement-breakpoint
CREATE TRIGGER reviews_delete_cache_invalidation AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_invalidation_of_ids('accounts', 'account_id');
--> statement-breakpoint
CREATE TRIGGER reviews_truncate_cache_invalidation AFTER TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_invalidation('accounts');
