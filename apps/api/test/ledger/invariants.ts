import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { users } from '../../src/db/schema';

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The ledger invariants, checked over the whole database: every posting sums to
 * zero, no member account is negative, each member's lots hold exactly its balance (the sum of
 * its entries), no lot is negative or above its size, and no idempotency key is used twice.
 */
export async function expectLedgerInvariants(db: Db): Promise<void> {
  const unbalanced = await rows<{ posting_id: string }>(
    db,
    sql`select posting_id from ledger_entries group by posting_id having sum(points) <> 0`,
  );
  expect(unbalanced).toEqual([]);
  const negative = await rows<{ id: string }>(
    db,
    sql`select a.id from ledger_accounts a join ledger_entries e on e.account_id = a.id where a.kind = 'member' group by a.id having sum(e.points) < 0`,
  );
  expect(negative).toEqual([]);
  const lotMismatch = await rows<{ id: string }>(
    db,
    sql`select a.id from ledger_accounts a
        left join (select account_id, sum(points) as total from ledger_entries group by account_id) e on e.account_id = a.id
        left join (select account_id, sum(remaining) as total from point_lots group by account_id) l on l.account_id = a.id
        where a.kind = 'member' and coalesce(e.total, 0) <> coalesce(l.total, 0)`,
  );
  expect(lotMismatch).toEqual([]);
  const badLots = await rows<{ id: string }>(
    db,
    sql`select id from point_lots where remaining < 0 or remaining > points`,
  );
  expect(badLots).toEqual([]);
  const duplicateKeys = await rows<{ idempotency_key: string }>(
    db,
    sql`select idempotency_key from ledger_postings where idempotency_key is not null group by idempotency_key having count(*) > 1`,
  );
  expect(duplicateKeys).toEqual([]);
  // Held points are exactly the points of holds still held.
  const [holds] = await rows<{ account: string | null; held: string | null }>(
    db,
    sql`select (select sum(e.points) from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.kind = 'holds') as account,
               (select sum(points) from ledger_holds where status = 'held') as held`,
  );
  expect(Number(holds?.account ?? 0)).toBe(Number(holds?.held ?? 0));
}

let counter = 0;
/** A fresh member of campaign 77 with no points. */
export async function newMember(db: Db, campaignId = 77): Promise<string> {
  counter++;
  const [row] = await db
    .insert(users)
    .values({
      campaignId,
      kind: 'member',
      email: `ledger-${process.pid}-${Date.now()}-${counter}@test.test`,
      name: 'Teste',
      lastName: 'Ledger',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  return row.id;
}
