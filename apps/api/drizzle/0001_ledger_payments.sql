CREATE TABLE "ledger_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"member_account_id" uuid NOT NULL,
	"points" bigint NOT NULL,
	"status" text NOT NULL,
	"reference" text NOT NULL,
	"hold_posting_id" uuid NOT NULL,
	"capture_posting_id" uuid,
	"release_posting_id" uuid,
	"refunded_points" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" integer NOT NULL,
	"user_id" uuid,
	"vault_token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"saved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_cards_vault_token_unique" UNIQUE("vault_token")
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" integer NOT NULL,
	"user_id" uuid,
	"card_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"installments" integer NOT NULL,
	"status" text NOT NULL,
	"gateway_reference" text,
	"decline_reason" text,
	"captured_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"return_url" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transactions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_member_account_id_ledger_accounts_id_fk" FOREIGN KEY ("member_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_hold_posting_id_ledger_postings_id_fk" FOREIGN KEY ("hold_posting_id") REFERENCES "public"."ledger_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_capture_posting_id_ledger_postings_id_fk" FOREIGN KEY ("capture_posting_id") REFERENCES "public"."ledger_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_release_posting_id_ledger_postings_id_fk" FOREIGN KEY ("release_posting_id") REFERENCES "public"."ledger_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_card_id_payment_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."payment_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_holds_user_idx" ON "ledger_holds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_holds_reference_idx" ON "ledger_holds" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payment_cards_user_idx" ON "payment_cards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_reference_idx" ON "payment_transactions" USING btree ("reference");--> statement-breakpoint
-- Ledger invariants enforced by the database as well as by the code.
-- Campaign-level accounts have no user; NULLs are distinct in the owner index, so one more index.
CREATE UNIQUE INDEX "ledger_accounts_campaign_unique" ON "ledger_accounts" ("campaign_id", "kind") WHERE "user_id" IS NULL;--> statement-breakpoint
CREATE INDEX "ledger_entries_posting_idx" ON "ledger_entries" ("posting_id");--> statement-breakpoint
CREATE INDEX "point_lots_account_expiry_idx" ON "point_lots" ("account_id", "expires_at") WHERE "remaining" > 0;--> statement-breakpoint
CREATE INDEX "point_lots_expiry_idx" ON "point_lots" ("expires_at") WHERE "remaining" > 0;--> statement-breakpoint
ALTER TABLE "point_lots" ADD CONSTRAINT "point_lots_remaining_range" CHECK ("remaining" >= 0 AND "remaining" <= "points");--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_amounts" CHECK ("points" > 0 AND "refunded_points" >= 0 AND "refunded_points" <= "points");--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_amounts" CHECK ("amount_cents" > 0 AND "captured_cents" >= 0 AND "captured_cents" <= "amount_cents" AND "refunded_cents" >= 0 AND "refunded_cents" <= "captured_cents");--> statement-breakpoint
-- Every posting sums to zero, checked at commit (deferred) so that its entries may be inserted one by one.
CREATE FUNCTION "ledger_check_posting_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
BEGIN
  SELECT coalesce(sum(points), 0) INTO total FROM ledger_entries WHERE posting_id = NEW.posting_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'unbalanced ledger posting % (sum %)', NEW.posting_id, total USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_check_posting_balanced"();--> statement-breakpoint
-- Entries and postings are append-only.
CREATE FUNCTION "ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = '42501';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_postings_append_only" BEFORE UPDATE OR DELETE ON "ledger_postings"
  FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();
