CREATE TABLE "loyalty_clients" (
	"id" text PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL REFERENCES "campaigns"("id"),
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"webhook_url" text,
	"webhook_secret" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "loyalty_clients_campaign_idx" ON "loyalty_clients" USING btree ("campaign_id");--> statement-breakpoint
CREATE TABLE "loyalty_idempotency" (
	"client_id" text NOT NULL REFERENCES "loyalty_clients"("id"),
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_idempotency_pk" PRIMARY KEY ("client_id", "key")
);--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL REFERENCES "loyalty_clients"("id"),
	"event_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_status" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."delivered_at" is null and "webhook_deliveries"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_client_idx" ON "webhook_deliveries" USING btree ("client_id","id");--> statement-breakpoint
-- The outbox is written by the change itself: one delivery per client of the campaign that listens.
CREATE FUNCTION "webhook_enqueue"(campaign integer, event text, body jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "webhook_deliveries" ("client_id", "event_type", "payload")
  SELECT c."id", event, body FROM "loyalty_clients" c
  WHERE c."campaign_id" = campaign AND c."webhook_url" IS NOT NULL AND NOT c."disabled";
$$;--> statement-breakpoint
CREATE FUNCTION "webhook_booking_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  body jsonb := jsonb_build_object(
    'bookingId', NEW."id", 'locator', NEW."locator", 'campaignId', NEW."campaign_id", 'memberId', NEW."user_id",
    'product', NEW."type", 'state', NEW."state", 'pointsPaid', NEW."points_paid", 'cashPaidCents', NEW."cash_paid_cents",
    'refundPoints', NEW."refund_points", 'refundCashCents', NEW."refund_cash_cents", 'occurredAt', now());
  refunded_before bigint := 0;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    refunded_before := coalesce(OLD."refund_points", 0) + coalesce(OLD."refund_cash_cents", 0);
  END IF;
  IF NEW."state" = 'issued' AND (TG_OP = 'INSERT' OR OLD."state" IS DISTINCT FROM 'issued') THEN
    PERFORM "webhook_enqueue"(NEW."campaign_id", 'booking.issued', body);
  END IF;
  IF NEW."state" = 'cancelled' AND (TG_OP = 'INSERT' OR OLD."state" IS DISTINCT FROM 'cancelled') THEN
    PERFORM "webhook_enqueue"(NEW."campaign_id", 'booking.cancelled', body);
  END IF;
  IF coalesce(NEW."refund_points", 0) + coalesce(NEW."refund_cash_cents", 0) > refunded_before THEN
    PERFORM "webhook_enqueue"(NEW."campaign_id", 'booking.refunded', body);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bookings_webhooks" AFTER INSERT OR UPDATE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "webhook_booking_events"();--> statement-breakpoint
CREATE FUNCTION "webhook_points_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'captured' AND OLD."status" IS DISTINCT FROM 'captured' THEN
    PERFORM "webhook_enqueue"(NEW."campaign_id", 'points.redeemed', jsonb_build_object(
      'redemptionId', NEW."id", 'campaignId', NEW."campaign_id", 'memberId', NEW."user_id", 'points', NEW."points",
      'reference', NEW."reference", 'occurredAt', now()));
  END IF;
  IF NEW."refunded_points" > OLD."refunded_points" THEN
    PERFORM "webhook_enqueue"(NEW."campaign_id", 'points.refunded', jsonb_build_object(
      'redemptionId', NEW."id", 'campaignId', NEW."campaign_id", 'memberId', NEW."user_id", 'points', NEW."refunded_points" - OLD."refunded_points",
      'refundedPoints', NEW."refunded_points", 'reference', NEW."reference", 'occurredAt', now()));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_holds_webhooks" AFTER UPDATE ON "ledger_holds"
  FOR EACH ROW EXECUTE FUNCTION "webhook_points_events"();
