CREATE TABLE "booking_mails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "booking_mails" ADD CONSTRAINT "booking_mails_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_mails_due_idx" ON "booking_mails" USING btree ("next_attempt_at") WHERE "booking_mails"."sent_at" is null and "booking_mails"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "booking_mails_booking_idx" ON "booking_mails" USING btree ("booking_id");--> statement-breakpoint
-- The e-mail a booking owes is written by the change itself, in its transaction: issued owes the
-- confirmation, cancelled the receipt, and a purchase step that ends pendente without waiting on
-- the member's screen (a declined card, a payment still to arrive) owes what to do and by when.
CREATE FUNCTION "booking_mail_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."state" IS NOT DISTINCT FROM OLD."state" THEN
    RETURN NULL;
  END IF;
  IF NEW."state" = 'issued' THEN
    INSERT INTO "booking_mails" ("booking_id", "kind") VALUES (NEW."id", 'confirmation');
  ELSIF NEW."state" = 'cancelled' THEN
    INSERT INTO "booking_mails" ("booking_id", "kind") VALUES (NEW."id", 'cancellation');
  ELSIF OLD."state" = 'processing' AND NEW."status_id" = 1
    AND NEW."state" NOT IN ('processing', 'awaiting_two_factor', 'awaiting_redirect') THEN
    INSERT INTO "booking_mails" ("booking_id", "kind") VALUES (NEW."id", 'pending_payment');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bookings_mails" AFTER UPDATE OF "state" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "booking_mail_events"();
