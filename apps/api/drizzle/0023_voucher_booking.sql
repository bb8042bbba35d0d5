ALTER TABLE "users" ADD COLUMN "voucher_booking_id" uuid;
