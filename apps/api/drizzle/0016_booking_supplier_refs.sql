ALTER TABLE "bookings" ALTER COLUMN "supplier_ref" TYPE text[] USING coalesce(array_remove(string_to_array("supplier_ref", ','), ''), '{}'::text[]);--> statement-breakpoint
ALTER TABLE "bookings" RENAME COLUMN "supplier_ref" TO "supplier_refs";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "supplier_refs" SET DEFAULT '{}'::text[];
