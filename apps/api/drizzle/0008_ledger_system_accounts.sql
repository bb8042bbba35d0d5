CREATE UNIQUE INDEX "ledger_accounts_system_unique" ON "ledger_accounts" USING btree ("campaign_id","kind") WHERE "ledger_accounts"."user_id" is null;--> statement-breakpoint
-- A hold's capture finds the campaign's redemptions account in SQL: every campaign that holds points has one.
INSERT INTO "ledger_accounts" ("campaign_id", "kind")
SELECT DISTINCT h."campaign_id", 'redemptions' FROM "ledger_accounts" h
WHERE h."kind" = 'holds' AND h."user_id" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "ledger_accounts" r WHERE r."campaign_id" = h."campaign_id" AND r."kind" = 'redemptions' AND r."user_id" IS NULL);
