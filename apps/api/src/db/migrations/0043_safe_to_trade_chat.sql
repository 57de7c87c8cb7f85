-- Safe to trade in chat (decision 133): who started a direct conversation (new accounts start a few
-- an hour), the hash of an author's first message in a conversation (the same text to many
-- accounts), and reports of users from a conversation, with the chat's own flags.
ALTER TABLE "conversations" ADD COLUMN "started_by_account_id" integer;
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_started_by_account_id_accounts_id_fk" FOREIGN KEY ("started_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "conversations_started_by_idx" ON "conversations" USING btree ("started_by_account_id", "created_at") WHERE "conversations"."started_by_account_id" is not null;
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "first_text_key" text;
--> statement-breakpoint
CREATE INDEX "chat_messages_first_text_idx" ON "chat_messages" USING btree ("author_id", "first_text_key", "created_at") WHERE "chat_messages"."first_text_key" is not null;
--> statement-breakpoint
CREATE TABLE "account_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"region" "region" NOT NULL,
	"reporter_account_id" integer,
	"reported_account_id" integer NOT NULL,
	"conversation_id" integer,
	"reason" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution" text,
	"resolved_by_account_id" integer,
	"resolution_reason" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_reports" ADD CONSTRAINT "account_reports_reporter_account_id_accounts_id_fk" FOREIGN KEY ("reporter_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "account_reports" ADD CONSTRAINT "account_reports_reported_account_id_accounts_id_fk" FOREIGN KEY ("reported_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "account_reports" ADD CONSTRAINT "account_reports_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "account_reports" ADD CONSTRAINT "account_reports_resolved_by_account_id_accounts_id_fk" FOREIGN KEY ("resolved_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "account_reports_conversation_reporter_key" ON "account_reports" USING btree ("conversation_id", "reporter_account_id") WHERE "account_reports"."reporter_account_id" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "account_reports_open_flag_key" ON "account_reports" USING btree ("reported_account_id") WHERE "account_reports"."reason" = 'same_text_burst' and "account_reports"."status" = 'open';
--> statement-breakpoint
CREATE INDEX "account_reports_region_status_created_idx" ON "account_reports" USING btree ("region", "status", "created_at");
--> statement-breakpoint
CREATE INDEX "account_reports_reported_idx" ON "account_reports" USING btree ("reported_account_id");
