CREATE TABLE "campaign_terms" (
	"campaign_id" integer NOT NULL REFERENCES "campaigns"("id") ON DELETE CASCADE,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("campaign_id", "code")
);
