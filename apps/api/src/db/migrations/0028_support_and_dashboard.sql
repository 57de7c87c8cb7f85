ALTER TABLE "conversations" ADD COLUMN "awaiting_answer_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "accounts_region_created_idx" ON "accounts" USING btree ("region","created_at");--> statement-breakpoint
CREATE INDEX "offer_reports_region_open_idx" ON "offer_reports" USING btree ("region","created_at") WHERE "offer_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "payments_region_purpose_succeeded_idx" ON "payments" USING btree ("region","purpose","succeeded_at") WHERE "payments"."succeeded_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_region_paid_idx" ON "orders" USING btree ("region","paid_at") WHERE "orders"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_region_disputed_idx" ON "orders" USING btree ("region","disputed_at") WHERE "orders"."disputed_at" is not null;--> statement-breakpoint
CREATE INDEX "conversations_awaiting_answer_idx" ON "conversations" USING btree ("region","awaiting_answer_since","id") WHERE "conversations"."kind" = 'administration' and "conversations"."awaiting_answer_since" is not null;--> statement-breakpoint
CREATE INDEX "conversations_administration_activity_idx" ON "conversations" USING btree ("region","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "conversations"."kind" = 'administration';--> statement-breakpoint
-- Administration conversations waiting for an answer today: since the user's first message after the administration's last one.
UPDATE "conversations" c SET "awaiting_answer_since" = (
	SELECT min(m."created_at") FROM "chat_messages" m
	WHERE m."conversation_id" = c."id"
		AND m."author_id" = split_part(c."pair_key", ':', 2)::integer
		AND m."id" > coalesce((
			SELECT max(a."id") FROM "chat_messages" a
			WHERE a."conversation_id" = c."id" AND a."author_id" IS DISTINCT FROM split_part(c."pair_key", ':', 2)::integer
		), 0)
)
WHERE c."kind" = 'administration';
