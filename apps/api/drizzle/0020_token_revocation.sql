ALTER TABLE "users" ADD COLUMN "tokens_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "family_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
ALTER TABLE "loyalty_clients" ADD COLUMN "tokens_generation" integer DEFAULT 0 NOT NULL;
