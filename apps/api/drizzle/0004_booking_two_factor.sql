CREATE TABLE "booking_two_factor_codes" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"sent_to" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_two_factor_codes" ADD CONSTRAINT "booking_two_factor_codes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;
