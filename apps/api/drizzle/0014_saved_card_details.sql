ALTER TABLE "payment_cards" ADD COLUMN "holder" text;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD COLUMN "expiry_month" integer;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD COLUMN "expiry_year" integer;
