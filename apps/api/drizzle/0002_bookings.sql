CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locator" text NOT NULL,
	"campaign_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status_id" integer NOT NULL,
	"state" text NOT NULL,
	"booking_code" text,
	"supplier_hold_id" text,
	"supplier_ref" text NOT NULL,
	"ledger_hold_id" uuid,
	"payment_transaction_id" uuid,
	"points_total" bigint NOT NULL,
	"cash_total_cents" bigint NOT NULL,
	"points_paid" bigint NOT NULL,
	"cash_paid_cents" bigint NOT NULL,
	"travel_date" text NOT NULL,
	"description" text NOT NULL,
	"passengers" jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_locator_unique" UNIQUE("locator")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_ledger_hold_id_ledger_holds_id_fk" FOREIGN KEY ("ledger_hold_id") REFERENCES "public"."ledger_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("payment_transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_user_idempotency_unique" ON "bookings" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bookings_user_created_idx" ON "bookings" USING btree ("user_id","created_at");