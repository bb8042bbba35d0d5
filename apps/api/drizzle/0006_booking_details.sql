-- What was booked, per product, for the my-trips cards (@portal/domain bookingDetailsSchema).
ALTER TABLE "bookings" ADD COLUMN "details" jsonb;
