CREATE TABLE "sandbox_holds" (
	"hold_id" text PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"ref" text NOT NULL,
	"resource" text NOT NULL,
	"quantity" integer NOT NULL,
	"units" text[] DEFAULT '{}' NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "sandbox_holds_taken_idx" ON "sandbox_holds" USING btree ("resource") WHERE "sandbox_holds"."status" <> 'CANCELLED';--> statement-breakpoint
CREATE SEQUENCE "sandbox_inventory_version";
