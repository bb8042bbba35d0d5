CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"brl_rate" numeric(14, 6) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "supplier_price" jsonb;
--> statement-breakpoint
CREATE TABLE "flight_markups" (
	"campaign_id" integer PRIMARY KEY NOT NULL REFERENCES "campaigns"("id") ON DELETE CASCADE,
	"percent" numeric(6, 3) DEFAULT 0 NOT NULL,
	"fixed_per_passenger_cents" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
