ALTER TABLE "bookings" ALTER COLUMN "supplier_hold_id" TYPE text[] USING coalesce(array_remove(string_to_array("supplier_hold_id", ','), ''), '{}'::text[]);--> statement-breakpoint
ALTER TABLE "bookings" RENAME COLUMN "supplier_hold_id" TO "supplier_hold_ids";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "supplier_hold_ids" SET DEFAULT '{}'::text[];--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "supplier_hold_ids" SET NOT NULL;
