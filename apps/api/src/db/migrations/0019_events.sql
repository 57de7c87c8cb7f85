CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"key" text,
	"stream" text,
	"run_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "offer_feature_purchases_pending_idx";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "provider_payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "event_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "events_key" ON "events" USING btree ("key");--> statement-breakpoint
CREATE INDEX "events_due_idx" ON "events" USING btree ("run_at","id");--> statement-breakpoint
CREATE INDEX "events_stream_idx" ON "events" USING btree ("stream","id") WHERE "events"."stream" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_event_key" ON "outbox_messages" USING btree ("event_id");--> statement-breakpoint
-- Data the new unique indexes refuse (decision 075): of an offer's pending purchases of one feature
-- the newest stays pending; of an account's unread notifications of one conversation, the newest.
UPDATE "offer_feature_purchases" p SET "status" = 'canceled' WHERE "status" = 'pending' AND EXISTS (
  SELECT 1 FROM "offer_feature_purchases" q
  WHERE q."offer_id" = p."offer_id" AND q."feature" = p."feature" AND q."status" = 'pending' AND q."id" > p."id");--> statement-breakpoint
UPDATE "notifications" n SET "read_at" = n."created_at" WHERE "kind" = 'newchatmessage' AND "read_at" IS NULL AND EXISTS (
  SELECT 1 FROM "notifications" m
  WHERE m."account_id" = n."account_id" AND m."kind" = 'newchatmessage' AND m."read_at" IS NULL
    AND m."data"->>'conversationId' = n."data"->>'conversationId' AND m."id" > n."id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_one_unread_chat" ON "notifications" USING btree ("account_id",("data"->>'conversationId')) WHERE "notifications"."kind" = 'newchatmessage' and "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_feature_purchases_one_pending" ON "offer_feature_purchases" USING btree ("offer_id","feature") WHERE "offer_feature_purchases"."status" = 'pending';--> statement-breakpoint
-- A stored notification now reaches sockets through an event its transaction emits (decision 075).
DROP TRIGGER IF EXISTS "notifications_announce" ON "notifications";--> statement-breakpoint
DROP FUNCTION IF EXISTS announce_notification();--> statement-breakpoint
-- The orders' timed steps move from jobs sent after the commit to events: those still due are
-- emitted here once (their handlers re-read the order, so a step no longer due does nothing).
INSERT INTO "events" ("topic", "payload", "key", "run_at")
SELECT 'order.payment-deadline', jsonb_build_object('orderId', "id"), 'order.payment-deadline:' || "id", "payment_due_at"
FROM "orders" WHERE "status" IN ('not_paid', 'failed');--> statement-breakpoint
INSERT INTO "events" ("topic", "payload", "key", "run_at")
SELECT 'order.completion-reminder', jsonb_build_object('orderId', "id"), 'order.completion-reminder:' || "id", "complete_due_at" - interval '2 days'
FROM "orders" WHERE "status" = 'confirmed' AND "complete_due_at" IS NOT NULL AND "completion_reminder_sent_at" IS NULL;--> statement-breakpoint
INSERT INTO "events" ("topic", "payload", "key", "run_at")
SELECT 'order.auto-complete', jsonb_build_object('orderId', "id"), 'order.auto-complete:' || "id", "complete_due_at"
FROM "orders" WHERE "status" = 'confirmed' AND "complete_due_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "events" ("topic", "payload", "key", "run_at")
SELECT 'order.refund', jsonb_build_object('orderId', "id"), 'order.refund:' || "id", "refund_due_at"
FROM "orders" WHERE "refund_due_at" IS NOT NULL AND "refunded_at" IS NULL;--> statement-breakpoint
-- The sweeps that read these indexes are gone: no step can be lost now.
DROP INDEX IF EXISTS "orders_unpaid_due_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "orders_confirmed_due_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "orders_refund_due_idx";--> statement-breakpoint
-- Their jobs of old, if pg-boss's schema exists, would find no worker: they go.
DO $$ BEGIN
  IF to_regclass('pgboss.job') IS NOT NULL THEN
    DELETE FROM pgboss.job WHERE name IN ('order-payment-deadline', 'order-completion-reminder', 'order-auto-complete', 'order-refund');
  END IF;
END $$;