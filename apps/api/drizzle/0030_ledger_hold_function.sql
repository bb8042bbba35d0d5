-- The points hold of a purchase (ledgerService.hold) in one round trip instead of a transaction of
-- four (begin, lock and lots, the write, commit): the same row lock on the member's account, the
-- member's lots read after it (each statement of a function takes its own snapshot under read
-- committed), first-expiring first as spendFirstExpiring takes them, and the posting, entries,
-- lot changes and hold written as insertHold writes them. Nothing is written, and no row comes
-- back, when a lot is past expiry or the lots do not cover the points: the caller then runs the
-- transaction that expires lots, answers a replayed key or refuses the hold.
CREATE FUNCTION "ledger_hold"(
  "p_member" uuid,
  "p_holds" uuid,
  "p_posting_id" uuid,
  "p_campaign_id" integer,
  "p_user_id" uuid,
  "p_points" bigint,
  "p_action" text,
  "p_description" text,
  "p_idempotency_key" text,
  "p_request_hash" text,
  "p_reference" text,
  "p_now" timestamp with time zone
) RETURNS SETOF "ledger_holds"
LANGUAGE plpgsql AS $$
DECLARE
  v_lot record;
  v_needed bigint := p_points;
  v_take bigint;
  v_lots uuid[] := '{}';
  v_taken bigint[] := '{}';
BEGIN
  PERFORM 1 FROM "ledger_accounts" WHERE "id" = p_member FOR UPDATE;
  FOR v_lot IN
    SELECT l."id", l."remaining", l."expires_at" FROM "point_lots" l
      WHERE l."account_id" = p_member AND l."remaining" > 0
      ORDER BY l."expires_at" ASC NULLS LAST, l."created_at" ASC, l."id" ASC
      FOR UPDATE
  LOOP
    IF v_lot."expires_at" IS NOT NULL AND v_lot."expires_at" <= p_now THEN
      RETURN;
    END IF;
    IF v_needed > 0 THEN
      v_take := least(v_lot."remaining", v_needed);
      v_lots := v_lots || v_lot."id";
      v_taken := v_taken || v_take;
      v_needed := v_needed - v_take;
    END IF;
  END LOOP;
  IF v_needed > 0 THEN
    RETURN;
  END IF;
  INSERT INTO "ledger_postings" ("id", "campaign_id", "action", "description", "idempotency_key", "request_hash")
    VALUES (p_posting_id, p_campaign_id, p_action, p_description, p_idempotency_key, p_request_hash);
  INSERT INTO "ledger_entries" ("posting_id", "account_id", "lot_id", "points")
    SELECT p_posting_id, p_member, t.lot_id, -t.points
      FROM unnest(v_lots, v_taken) WITH ORDINALITY AS t(lot_id, points, n) ORDER BY t.n;
  INSERT INTO "ledger_entries" ("posting_id", "account_id", "lot_id", "points")
    VALUES (p_posting_id, p_holds, NULL, p_points);
  UPDATE "point_lots" l SET "remaining" = l."remaining" - t.points
    FROM unnest(v_lots, v_taken) AS t(lot_id, points) WHERE l."id" = t.lot_id;
  RETURN QUERY
    INSERT INTO "ledger_holds" ("campaign_id", "user_id", "member_account_id", "points", "status", "reference", "hold_posting_id")
      VALUES (p_campaign_id, p_user_id, p_member, p_points, 'held', p_reference, p_posting_id)
      RETURNING *;
END $$;
