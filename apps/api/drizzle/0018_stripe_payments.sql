ALTER TABLE "payment_transactions" ADD COLUMN "method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ALTER COLUMN "card_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "pix" jsonb;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "redirect_url" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "dispute_reason" text;--> statement-breakpoint
CREATE INDEX "payment_transactions_gateway_reference_idx" ON "payment_transactions" USING btree ("gateway_reference");--> statement-breakpoint
CREATE INDEX "payment_transactions_open_idx" ON "payment_transactions" USING btree ("updated_at") WHERE "payment_transactions"."status" in ('unknown', 'awaiting_payment');--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
