ALTER TABLE "bookings" ADD COLUMN "cancellation_days" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_points" bigint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_cash_cents" bigint;
