import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { readSandboxHolds, type StoredHold } from '../../src/suppliers/sandbox/inventory';

/** The sandbox supplier's holds where the server keeps them: the shared database on PostgreSQL, else DATA_DIR's journal. */
export async function storedSandboxHolds(
  database: Database,
  dataDir: string,
): Promise<StoredHold[]> {
  if (database.kind === 'pglite') return readSandboxHolds(join(dataDir, 'sandbox-inventory.jsonl'));
  const result = (await database.db.execute(
    sql`select hold_id, product, ref, resource, quantity, units, status, created_at from sandbox_holds`,
  )) as unknown as {
    rows: Array<{
      hold_id: string;
      product: StoredHold['product'];
      ref: string;
      resource: string;
      quantity: number;
      units: string[];
      status: StoredHold['status'];
      created_at: Date;
    }>;
  };
  return result.rows.map((r) => ({
    holdId: r.hold_id,
    product: r.product,
    ref: r.ref,
    resource: r.resource,
    quantity: r.quantity,
    units: r.units,
    status: r.status,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
