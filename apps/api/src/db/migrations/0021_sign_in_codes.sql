-- Sign-in codes for throttled accounts; sign-in attempts now count in the shared rate limiter (decision 071).
ALTER TYPE "public"."short_code_purpose" ADD VALUE 'sign_in';--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;
