ALTER TABLE "bookings" ADD COLUMN "pending_holds" jsonb;
