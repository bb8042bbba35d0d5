-- The console's reports read a summary per day (Brazil's official time), campaign and product
-- instead of the bookings themselves, so a year reads a few thousand rows whatever the history.
-- Issued bookings count on the day they were bought, with the points and cash they took;
-- cancelled ones on the day of the cancellation, with what it gave back.
CREATE TABLE "report_days" (
	"day" date NOT NULL,
	"campaign_id" integer NOT NULL REFERENCES "campaigns"("id"),
	"product" text NOT NULL,
	"issued" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"points_redeemed" bigint DEFAULT 0 NOT NULL,
	"points_refunded" bigint DEFAULT 0 NOT NULL,
	"cash_captured_cents" bigint DEFAULT 0 NOT NULL,
	"cash_refunded_cents" bigint DEFAULT 0 NOT NULL,
	"sales_cents" bigint DEFAULT 0 NOT NULL,
	PRIMARY KEY ("day", "campaign_id", "product")
);--> statement-breakpoint
-- Where the issued bookings go, per day of purchase and campaign: the top destinations.
CREATE TABLE "report_destinations" (
	"day" date NOT NULL,
	"campaign_id" integer NOT NULL REFERENCES "campaigns"("id"),
	"destination" text NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	PRIMARY KEY ("day", "campaign_id", "destination")
);--> statement-breakpoint
CREATE FUNCTION "report_day"(moment timestamp with time zone) RETURNS date
  LANGUAGE sql STABLE AS $$ SELECT (moment AT TIME ZONE 'America/Sao_Paulo')::date $$;--> statement-breakpoint
-- The city, airport or place each product names.
CREATE FUNCTION "booking_destination"(details jsonb, description text) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(
    details->>'cityName',
    details->'journeys'->0->'segments'->-1->'flights'->-1->>'arrivalAirport',
    details->'legs'->0->>'destination',
    details->>'location',
    description)
$$;--> statement-breakpoint
-- What the bookings a statement wrote, changed or removed add to the summary: each changed row's
-- new figures added and its old ones taken away, in the statement's transaction, so the summary
-- is always the bookings' own sum. Statement-level (transition tables) so a bulk write is one
-- set-based pass. Most updates (a saga's steps, replies, timestamps) change none of the figures:
-- they stop at the first check, before any summary row is locked.
CREATE FUNCTION "report_figures_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM added'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM removed'
    ELSE 'SELECT 1 AS sign, * FROM added UNION ALL SELECT -1, * FROM removed' END;
BEGIN
  -- Nested: the check names both transition tables, which only an update has.
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (
      SELECT 1 FROM added a FULL JOIN removed r ON r.id = a.id
      WHERE a.id IS NULL OR r.id IS NULL
        OR (a.state, a.created_at, a.cancelled_at, a.campaign_id, a.type, a.points_paid,
            a.cash_paid_cents, a.cash_total_cents, a.refund_points, a.refund_cash_cents,
            a.details, a.description)
          IS DISTINCT FROM (r.state, r.created_at, r.cancelled_at, r.campaign_id, r.type,
            r.points_paid, r.cash_paid_cents, r.cash_total_cents, r.refund_points,
            r.refund_cash_cents, r.details, r.description)
    ) THEN
      RETURN NULL;
    END IF;
  END IF;
  EXECUTE format($q$
    WITH changed AS MATERIALIZED (%s),
    figures AS (
      SELECT "report_day"(created_at) AS day, campaign_id, type AS product,
        sign AS issued, 0 AS cancelled, sign * points_paid AS points_redeemed, 0 AS points_refunded,
        sign * cash_paid_cents AS cash_captured, 0 AS cash_refunded, sign * cash_total_cents AS sales
      FROM changed WHERE state IN ('issued', 'cancelling', 'cancelled')
      UNION ALL
      SELECT "report_day"(cancelled_at), campaign_id, type,
        0, sign, 0, sign * coalesce(refund_points, 0),
        0, sign * coalesce(refund_cash_cents, 0), 0
      FROM changed WHERE state = 'cancelled' AND cancelled_at IS NOT NULL
    ),
    days AS (
      INSERT INTO report_days AS r (day, campaign_id, product, issued, cancelled, points_redeemed,
        points_refunded, cash_captured_cents, cash_refunded_cents, sales_cents)
      SELECT day, campaign_id, product, sum(issued), sum(cancelled), sum(points_redeemed),
        sum(points_refunded), sum(cash_captured), sum(cash_refunded), sum(sales)
      FROM figures GROUP BY day, campaign_id, product
      HAVING sum(issued) <> 0 OR sum(cancelled) <> 0 OR sum(points_redeemed) <> 0
        OR sum(points_refunded) <> 0 OR sum(cash_captured) <> 0 OR sum(cash_refunded) <> 0
        OR sum(sales) <> 0
      ORDER BY day, campaign_id, product
      ON CONFLICT (day, campaign_id, product) DO UPDATE SET
        issued = r.issued + excluded.issued,
        cancelled = r.cancelled + excluded.cancelled,
        points_redeemed = r.points_redeemed + excluded.points_redeemed,
        points_refunded = r.points_refunded + excluded.points_refunded,
        cash_captured_cents = r.cash_captured_cents + excluded.cash_captured_cents,
        cash_refunded_cents = r.cash_refunded_cents + excluded.cash_refunded_cents,
        sales_cents = r.sales_cents + excluded.sales_cents
      RETURNING 1
    )
    INSERT INTO report_destinations AS r (day, campaign_id, destination, bookings)
    SELECT "report_day"(created_at), campaign_id, "booking_destination"(details, description), sum(sign)
    FROM changed WHERE state IN ('issued', 'cancelling', 'cancelled')
    GROUP BY 1, 2, 3 HAVING sum(sign) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (day, campaign_id, destination) DO UPDATE SET bookings = r.bookings + excluded.bookings
  $q$, changes);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bookings_report_inserted" AFTER INSERT ON "bookings"
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "report_figures_apply"();--> statement-breakpoint
CREATE TRIGGER "bookings_report_updated" AFTER UPDATE ON "bookings"
  REFERENCING NEW TABLE AS added OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION "report_figures_apply"();--> statement-breakpoint
CREATE TRIGGER "bookings_report_deleted" AFTER DELETE ON "bookings"
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION "report_figures_apply"();--> statement-breakpoint
-- The history so far.
INSERT INTO "report_days" ("day", "campaign_id", "product", "issued", "cancelled", "points_redeemed",
  "points_refunded", "cash_captured_cents", "cash_refunded_cents", "sales_cents")
SELECT day, campaign_id, product, sum(issued), sum(cancelled), sum(points_redeemed),
  sum(points_refunded), sum(cash_captured), sum(cash_refunded), sum(sales)
FROM (
  SELECT "report_day"("created_at") AS day, "campaign_id", "type" AS product,
    1 AS issued, 0 AS cancelled, "points_paid" AS points_redeemed, 0 AS points_refunded,
    "cash_paid_cents" AS cash_captured, 0 AS cash_refunded, "cash_total_cents" AS sales
  FROM "bookings" WHERE "state" IN ('issued', 'cancelling', 'cancelled')
  UNION ALL
  SELECT "report_day"("cancelled_at"), "campaign_id", "type",
    0, 1, 0, coalesce("refund_points", 0), 0, coalesce("refund_cash_cents", 0), 0
  FROM "bookings" WHERE "state" = 'cancelled' AND "cancelled_at" IS NOT NULL
) figures
GROUP BY day, campaign_id, product;--> statement-breakpoint
INSERT INTO "report_destinations" ("day", "campaign_id", "destination", "bookings")
SELECT "report_day"("created_at"), "campaign_id", "booking_destination"("details", "description"), count(*)
FROM "bookings" WHERE "state" IN ('issued', 'cancelling', 'cancelled')
GROUP BY 1, 2, 3;--> statement-breakpoint
-- The summary replaces the covering indexes the report read (0027_reports.sql).
DROP INDEX IF EXISTS "bookings_report_issued_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "bookings_report_cancelled_idx";
