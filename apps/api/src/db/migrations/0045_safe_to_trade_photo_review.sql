-- Safe to trade (decision 135): a perceptual hash of every offer photo, offers held for review
-- before they are published, and the words per edition that hold an offer.
--
-- The 64-bit hash (sharp-phash of the photo's small rendition) is kept whole and in seven bands
-- (10 bits, then six of 9): two hashes within Hamming distance 6 share at least one band
-- (pigeonhole), so the near matches are found through the band indexes and then checked with
-- bit_count on the few candidates.
ALTER TABLE "files" ADD COLUMN "phash" bigint;
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "phash_b0" integer;
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "phash_b1" integer;
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "phash_b2" integer;
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "phash_b3" integer;
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "phash_b4" integer;
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "phash_b5" integer;
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "phash_b6" integer;
--> statement-breakpoint
CREATE INDEX "files_phash_b0_idx" ON "files" USING btree ("phash_b0") WHERE "phash" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "files_phash_b1_idx" ON "files" USING btree ("phash_b1") WHERE "phash" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "files_phash_b2_idx" ON "files" USING btree ("phash_b2") WHERE "phash" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "files_phash_b3_idx" ON "files" USING btree ("phash_b3") WHERE "phash" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "files_phash_b4_idx" ON "files" USING btree ("phash_b4") WHERE "phash" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "files_phash_b5_idx" ON "files" USING btree ("phash_b5") WHERE "phash" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "files_phash_b6_idx" ON "files" USING btree ("phash_b6") WHERE "phash" IS NOT NULL;
--> statement-breakpoint
-- Photos uploaded before this migration have no hash; the hourly job hashes them from their
-- stored rendition (`hash-unhashed-photos`), so this index keeps finding them cheap.
CREATE INDEX "files_unhashed_idx" ON "files" USING btree ("created_at") WHERE "phash" IS NULL AND "kind" = 'offer_image';
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "review_state" text;
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_review_state_known" CHECK ("review_state" IS NULL OR "review_state" IN ('held', 'rejected'));
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "review_reason" text;
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "review_rule" text;
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "review_match" jsonb;
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "review_rejected_reason" text;
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "review_held_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "offers_review_held_idx" ON "offers" USING btree ("region", "review_held_at" DESC, "id" DESC) WHERE "review_state" = 'held';
--> statement-breakpoint
CREATE TABLE "hold_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"region" "region" NOT NULL,
	"phrase" text NOT NULL,
	"normalised" text NOT NULL,
	"created_by_account_id" integer REFERENCES "accounts"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "hold_words_region_normalised_key" ON "hold_words" USING btree ("region", "normalised");
