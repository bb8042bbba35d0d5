-- The bookings' triggers did most of a purchase's database work (pg_stat_statements during
-- bench:booking): the summary's trigger planned its dynamic statement at every insert and ran at
-- every update of a saga's step, and the purchase's issue waited on the one summary row every
-- booking of the day adds to.
--
-- The webhook and e-mail triggers run only when their event can happen: before, every write of a
-- saga step built a webhook body to throw away.
DROP TRIGGER "bookings_webhooks" ON "bookings";--> statement-breakpoint
CREATE TRIGGER "bookings_webhooks_inserted" AFTER INSERT ON "bookings"
  FOR EACH ROW
  WHEN (NEW."state" IN ('issued', 'cancelled')
    OR coalesce(NEW."refund_points", 0) + coalesce(NEW."refund_cash_cents", 0) > 0)
  EXECUTE FUNCTION "webhook_booking_events"();--> statement-breakpoint
CREATE TRIGGER "bookings_webhooks_updated" AFTER UPDATE ON "bookings"
  FOR EACH ROW
  WHEN ((NEW."state" IN ('issued', 'cancelled') AND NEW."state" IS DISTINCT FROM OLD."state")
    OR coalesce(NEW."refund_points", 0) + coalesce(NEW."refund_cash_cents", 0)
      > coalesce(OLD."refund_points", 0) + coalesce(OLD."refund_cash_cents", 0))
  EXECUTE FUNCTION "webhook_booking_events"();--> statement-breakpoint
DROP TRIGGER "bookings_mails" ON "bookings";--> statement-breakpoint
CREATE TRIGGER "bookings_mails" AFTER UPDATE OF "state" ON "bookings"
  FOR EACH ROW WHEN (NEW."state" IS DISTINCT FROM OLD."state")
  EXECUTE FUNCTION "booking_mail_events"();--> statement-breakpoint
DROP TRIGGER "ledger_holds_webhooks" ON "ledger_holds";--> statement-breakpoint
CREATE TRIGGER "ledger_holds_webhooks" AFTER UPDATE ON "ledger_holds"
  FOR EACH ROW
  WHEN ((NEW."status" = 'captured' AND OLD."status" IS DISTINCT FROM 'captured')
    OR NEW."refunded_points" > OLD."refunded_points")
  EXECUTE FUNCTION "webhook_points_events"();--> statement-breakpoint
-- Each summary row is split in eight shards, a booking's shard taken from its id, so concurrent
-- purchases of a campaign's day no longer queue on one row's lock until each commits. The reports
-- add the shards up as they already add up campaigns.
ALTER TABLE "report_days" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_days" DROP CONSTRAINT "report_days_pkey";--> statement-breakpoint
ALTER TABLE "report_days" ADD PRIMARY KEY ("day", "campaign_id", "product", "shard");--> statement-breakpoint
ALTER TABLE "report_destinations" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_destinations" DROP CONSTRAINT "report_destinations_pkey";--> statement-breakpoint
ALTER TABLE "report_destinations" ADD PRIMARY KEY ("day", "campaign_id", "destination", "shard");--> statement-breakpoint
CREATE FUNCTION "report_shard"(booking uuid) RETURNS smallint
  LANGUAGE sql IMMUTABLE AS $$ SELECT (hashtext(booking::text) & 7)::smallint $$;--> statement-breakpoint
-- A webhook is enqueued in a statement planned once per connection: a SQL function's statement
-- was planned again at every call.
CREATE OR REPLACE FUNCTION "webhook_enqueue"(campaign integer, event text, body jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "webhook_deliveries" ("client_id", "event_type", "payload")
  SELECT c."id", event, body FROM "loyalty_clients" c
  WHERE c."campaign_id" = campaign AND c."webhook_url" IS NOT NULL AND NOT c."disabled";
END $$;--> statement-breakpoint
-- What bookings add to the summary, the same figures as before (0028_report_days.sql): `changed`
-- holds the figures of the rows in a counted state (issued, cancelling, cancelled), each with its
-- sign (1 for what a write added, -1 for what it took away), its shard and its destination rather
-- than its whole details. One statement, planned once per connection.
CREATE FUNCTION "report_figures_add"(changed jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS MATERIALIZED (
    SELECT * FROM jsonb_to_recordset(changed) AS c(sign integer, shard smallint, state text,
      created_at timestamptz, cancelled_at timestamptz, campaign_id integer, type text,
      points_paid bigint, cash_paid_cents bigint, cash_total_cents bigint, refund_points bigint,
      refund_cash_cents bigint, destination text)
  ),
  figures AS (
    SELECT "report_day"(created_at) AS day, campaign_id, type AS product, shard,
      sign AS issued, 0 AS cancelled, sign * points_paid AS points_redeemed, 0 AS points_refunded,
      sign * cash_paid_cents AS cash_captured, 0 AS cash_refunded, sign * cash_total_cents AS sales
    FROM moved
    UNION ALL
    SELECT "report_day"(cancelled_at), campaign_id, type, shard,
      0, sign, 0, sign * coalesce(refund_points, 0),
      0, sign * coalesce(refund_cash_cents, 0), 0
    FROM moved WHERE state = 'cancelled' AND cancelled_at IS NOT NULL
  ),
  days AS (
    INSERT INTO report_days AS r (day, campaign_id, product, shard, issued, cancelled,
      points_redeemed, points_refunded, cash_captured_cents, cash_refunded_cents, sales_cents)
    SELECT day, campaign_id, product, shard, sum(issued), sum(cancelled), sum(points_redeemed),
      sum(points_refunded), sum(cash_captured), sum(cash_refunded), sum(sales)
    FROM figures GROUP BY day, campaign_id, product, shard
    HAVING sum(issued) <> 0 OR sum(cancelled) <> 0 OR sum(points_redeemed) <> 0
      OR sum(points_refunded) <> 0 OR sum(cash_captured) <> 0 OR sum(cash_refunded) <> 0
      OR sum(sales) <> 0
    ORDER BY day, campaign_id, product, shard
    ON CONFLICT (day, campaign_id, product, shard) DO UPDATE SET
      issued = r.issued + excluded.issued,
      cancelled = r.cancelled + excluded.cancelled,
      points_redeemed = r.points_redeemed + excluded.points_redeemed,
      points_refunded = r.points_refunded + excluded.points_refunded,
      cash_captured_cents = r.cash_captured_cents + excluded.cash_captured_cents,
      cash_refunded_cents = r.cash_refunded_cents + excluded.cash_refunded_cents,
      sales_cents = r.sales_cents + excluded.sales_cents
    RETURNING 1
  )
  INSERT INTO report_destinations AS r (day, campaign_id, destination, shard, bookings)
  SELECT "report_day"(created_at), campaign_id, destination, shard, sum(sign)
  FROM moved
  GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, campaign_id, destination, shard) DO UPDATE SET bookings = r.bookings + excluded.bookings;
END $$;--> statement-breakpoint
-- Inserts and deletes stay set-based, one pass per statement (a bulk load is one); a statement
-- without a counted row (a purchase's booking, inserted while processing) stops at the check.
CREATE OR REPLACE FUNCTION "report_figures_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  -- Nested: each names only the transition table its operation has.
  IF TG_OP = 'INSERT' THEN
    changed := (SELECT jsonb_agg(c) FROM (
      SELECT 1 AS sign, "report_shard"(id) AS shard, state, created_at, cancelled_at,
        campaign_id, type, points_paid, cash_paid_cents, cash_total_cents, refund_points,
        refund_cash_cents, "booking_destination"(details, description) AS destination
      FROM added WHERE state IN ('issued', 'cancelling', 'cancelled')) c);
  ELSE
    changed := (SELECT jsonb_agg(c) FROM (
      SELECT -1 AS sign, "report_shard"(id) AS shard, state, created_at, cancelled_at,
        campaign_id, type, points_paid, cash_paid_cents, cash_total_cents, refund_points,
        refund_cash_cents, "booking_destination"(details, description) AS destination
      FROM removed WHERE state IN ('issued', 'cancelling', 'cancelled')) c);
  END IF;
  IF changed IS NOT NULL THEN
    PERFORM "report_figures_add"(changed);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An update runs per row, only when it moves a figure of a counted booking (the trigger's WHEN,
-- checked without calling a function): a saga's writes while a booking is processing, and a
-- reply or a timestamp written later, cost nothing here.
CREATE FUNCTION "report_figures_row_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted text[] := ARRAY['issued', 'cancelling', 'cancelled'];
BEGIN
  PERFORM "report_figures_add"((
    SELECT jsonb_agg(c) FROM (
      SELECT -1 AS sign, "report_shard"(OLD."id") AS shard, OLD."state", OLD."created_at",
        OLD."cancelled_at", OLD."campaign_id", OLD."type", OLD."points_paid",
        OLD."cash_paid_cents", OLD."cash_total_cents", OLD."refund_points",
        OLD."refund_cash_cents",
        "booking_destination"(OLD."details", OLD."description") AS destination
      WHERE OLD."state" = ANY (counted)
      UNION ALL
      SELECT 1, "report_shard"(NEW."id"), NEW."state", NEW."created_at", NEW."cancelled_at",
        NEW."campaign_id", NEW."type", NEW."points_paid", NEW."cash_paid_cents",
        NEW."cash_total_cents", NEW."refund_points", NEW."refund_cash_cents",
        "booking_destination"(NEW."details", NEW."description")
      WHERE NEW."state" = ANY (counted)) c));
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "bookings_report_updated" ON "bookings";--> statement-breakpoint
CREATE TRIGGER "bookings_report_updated" AFTER UPDATE ON "bookings"
  FOR EACH ROW
  WHEN ((OLD."state" IN ('issued', 'cancelling', 'cancelled')
      OR NEW."state" IN ('issued', 'cancelling', 'cancelled'))
    AND (OLD."state", OLD."created_at", OLD."cancelled_at", OLD."campaign_id", OLD."type",
        OLD."points_paid", OLD."cash_paid_cents", OLD."cash_total_cents", OLD."refund_points",
        OLD."refund_cash_cents", OLD."details", OLD."description")
      IS DISTINCT FROM (NEW."state", NEW."created_at", NEW."cancelled_at", NEW."campaign_id",
        NEW."type", NEW."points_paid", NEW."cash_paid_cents", NEW."cash_total_cents",
        NEW."refund_points", NEW."refund_cash_cents", NEW."details", NEW."description"))
  EXECUTE FUNCTION "report_figures_row_updated"();
