CREATE TABLE "points_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" integer NOT NULL REFERENCES "campaigns"("id"),
	"member_id" uuid NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text NOT NULL UNIQUE,
	"requested_by_id" uuid NOT NULL REFERENCES "operators"("id"),
	"requested_by_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by_id" uuid REFERENCES "operators"("id"),
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "points_approvals_pending_idx" ON "points_approvals" USING btree ("created_at") WHERE "status" = 'pending';--> statement-breakpoint
CREATE TABLE "console_imports" (
	"file_hash" text NOT NULL,
	"kind" text NOT NULL,
	"campaign_id" integer NOT NULL REFERENCES "campaigns"("id"),
	"operator_id" uuid NOT NULL REFERENCES "operators"("id"),
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("kind", "campaign_id", "file_hash")
);
