-- The console's reports read issued bookings by purchase time and cancelled ones by cancellation
-- time; the figures they add up ride in the indexes, so the report reads no table rows.
CREATE INDEX IF NOT EXISTS "bookings_report_issued_idx" ON "bookings" USING btree ("created_at", "campaign_id") INCLUDE ("type", "points_paid", "cash_paid_cents", "cash_total_cents") WHERE "state" IN ('issued', 'cancelling', 'cancelled');--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_report_cancelled_idx" ON "bookings" USING btree ("cancelled_at", "campaign_id") INCLUDE ("type", "refund_points", "refund_cash_cents") WHERE "state" = 'cancelled';
