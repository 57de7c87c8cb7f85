-- Making an offer on a price (issue 28, docs/decisions/100-103). Hand-written.
-- price_proposals: owned by the price-proposals module. A buyer's proposal on a product, a
-- seller's counter to it, and what became of each; an accepted one holds its price for the buyer
-- until expires_at, and is consumed by the paid order that used it.
CREATE TABLE "price_proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"region" "region" NOT NULL,
	"offer_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"conversation_id" integer NOT NULL,
	"proposed_by" text NOT NULL,
	"amount" bigint NOT NULL,
	"asking_price" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"counter_of" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_proposals_amount_positive" CHECK ("price_proposals"."amount" > 0),
	CONSTRAINT "price_proposals_proposed_by" CHECK ("price_proposals"."proposed_by" in ('buyer', 'seller')),
	CONSTRAINT "price_proposals_status" CHECK ("price_proposals"."status" in ('open', 'accepted', 'declined', 'countered', 'expired', 'consumed'))
);
--> statement-breakpoint
ALTER TABLE "price_proposals" ADD CONSTRAINT "price_proposals_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_proposals" ADD CONSTRAINT "price_proposals_buyer_id_accounts_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_proposals" ADD CONSTRAINT "price_proposals_seller_id_accounts_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_proposals" ADD CONSTRAINT "price_proposals_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_proposals" ADD CONSTRAINT "price_proposals_counter_of_price_proposals_id_fk" FOREIGN KEY ("counter_of") REFERENCES "public"."price_proposals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_proposals_conversation_idx" ON "price_proposals" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "price_proposals_buyer_offer_idx" ON "price_proposals" USING btree ("buyer_id","offer_id","status");--> statement-breakpoint
CREATE INDEX "price_proposals_offer_idx" ON "price_proposals" USING btree ("offer_id");--> statement-breakpoint
-- One agreed price per buyer and offer at a time: two accepts at once (of one proposal or of two) give one.
CREATE UNIQUE INDEX "price_proposals_one_accepted" ON "price_proposals" USING btree ("buyer_id","offer_id") WHERE "price_proposals"."status" = 'accepted';--> statement-breakpoint
-- chat_messages (the chat module's): a message that shows a step of a proposal. No foreign key:
-- the chat's and the orders' tables keep the id as a reference (a proposal gone with its offer
-- leaves the message, shown as no longer available, and the order line with its price).
ALTER TABLE "chat_messages" ADD COLUMN "proposal_id" integer;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "proposal_step" text;--> statement-breakpoint
-- order_products (the orders module's): the agreed price a line was bought at.
ALTER TABLE "order_products" ADD COLUMN "price_proposal_id" integer;
