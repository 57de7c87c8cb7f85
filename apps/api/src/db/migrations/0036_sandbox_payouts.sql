-- The sandbox's payouts (docs/decisions/127; docs/architecture.md, 'Sandbox payouts'). Hand-written.
-- sandbox_payouts: owned by adapters/payments, as sandbox_payment_intents is. What the built-in
-- payout provider sent, named by our payout's idempotency key: paid, or failed with Stripe's code.
CREATE TABLE "sandbox_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"destination_last4" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_payouts" ADD CONSTRAINT "sandbox_payouts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
