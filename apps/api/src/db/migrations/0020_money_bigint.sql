ALTER TABLE "payments" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ALTER COLUMN "amount" SET DATA TYPE bigint;