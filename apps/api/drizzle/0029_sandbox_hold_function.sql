-- The sandbox supplier's hold (DatabaseSandboxInventory) in one round trip instead of a
-- transaction of four: the same advisory lock on the bucket, then what its holds take, counted
-- after the lock (each statement of a function takes its own snapshot under read committed), and
-- the insert only when the new hold fits. The caller judges a refusal with the counts returned,
-- as every inventory store does (checkHold in suppliers/sandbox/inventory.ts).
CREATE FUNCTION "sandbox_hold"(
  "p_hold_id" text,
  "p_product" text,
  "p_ref" text,
  "p_resource" text,
  "p_quantity" integer,
  "p_capacity" integer,
  "p_units" text[]
) RETURNS TABLE ("used_quantity" integer, "used_units" text[], "held_at" timestamp with time zone)
LANGUAGE plpgsql AS $$
DECLARE
  v_used integer;
  v_units text[];
  v_held timestamp with time zone;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('sandbox:' || p_resource, 0));
  SELECT coalesce(sum(h."quantity"), 0)::integer INTO v_used
    FROM "sandbox_holds" h WHERE h."status" <> 'CANCELLED' AND h."resource" = p_resource;
  SELECT coalesce(array_agg(u.unit), '{}') INTO v_units
    FROM "sandbox_holds" h, unnest(h."units") AS u(unit)
    WHERE h."status" <> 'CANCELLED' AND h."resource" = p_resource;
  IF p_quantity >= 1 AND NOT (p_units && v_units) AND v_used + p_quantity <= p_capacity THEN
    INSERT INTO "sandbox_holds" ("hold_id", "product", "ref", "resource", "quantity", "units", "status")
      VALUES (p_hold_id, p_product, p_ref, p_resource, p_quantity, p_units, 'HELD')
      RETURNING "sandbox_holds"."created_at" INTO v_held;
  END IF;
  RETURN QUERY SELECT v_used, v_units, v_held;
END $$;
