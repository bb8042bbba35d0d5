CREATE TABLE "experience_slot_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"experience_id" text NOT NULL,
	"slot_id" text NOT NULL,
	"date" text NOT NULL,
	"quantity" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiences" (
	"id" text PRIMARY KEY NOT NULL,
	"city_ibge" text NOT NULL,
	"city_name" text NOT NULL,
	"state_name" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"localization" text NOT NULL,
	"original_price_cents" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"qt_participants" integer NOT NULL,
	"continuous" boolean NOT NULL,
	"category" text NOT NULL,
	"free_cancel" boolean NOT NULL,
	"what_to_expect" text NOT NULL,
	"what_is_included" text NOT NULL,
	"what_is_not_included" text NOT NULL,
	"cancellation_policy" text NOT NULL,
	"important_info" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"weekdays" integer[] NOT NULL,
	"times" text[] NOT NULL,
	"capacity" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "experience_slot_bookings" ADD CONSTRAINT "experience_slot_bookings_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experience_slot_bookings_experience_date_idx" ON "experience_slot_bookings" USING btree ("experience_id","date");--> statement-breakpoint
CREATE INDEX "experiences_city_idx" ON "experiences" USING btree ("city_ibge");