import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { SupplierConflictError, SupplierNotFoundError, type SupplierProduct } from '../errors';
import type { Hold } from '../ports';
import {
  checkHold,
  publicHold,
  type InventoryUsage,
  type SandboxInventory,
  type StoredHold,
} from './inventory';

interface HoldRow {
  hold_id: string;
  product: SupplierProduct;
  ref: string;
  resource: string;
  quantity: number;
  units: string[];
  status: StoredHold['status'];
  created_at: Date | string;
}

const rowsOf = async <T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const toStored = (row: HoldRow): StoredHold => ({
  holdId: row.hold_id,
  product: row.product,
  ref: row.ref,
  resource: row.resource,
  quantity: row.quantity,
  units: row.units,
  status: row.status,
  createdAt: new Date(row.created_at).toISOString(),
});

class Usage implements InventoryUsage {
  private readonly quantities = new Map<string, number>();
  private readonly units = new Map<string, Set<string>>();

  add(row: Pick<HoldRow, 'resource' | 'quantity' | 'units'>): void {
    this.quantities.set(row.resource, (this.quantities.get(row.resource) ?? 0) + row.quantity);
    const units = this.units.get(row.resource) ?? new Set<string>();
    for (const u of row.units) units.add(u);
    this.units.set(row.resource, units);
  }

  used(resource: string): number {
    return this.quantities.get(resource) ?? 0;
  }

  usedUnits(resource: string): ReadonlySet<string> {
    return this.units.get(resource) ?? new Set<string>();
  }
}

const takenIn = (resources: readonly string[]): SQL =>
  sql`select resource, quantity, units from sandbox_holds
      where status <> 'CANCELLED' and resource in (${sql.join(
        resources.map((r) => sql`${r}`),
        sql`, `,
      )})`;

/**
 * The sandbox inventory in PostgreSQL, shared by every server process on the database: a hold
 * locks its bucket (a transaction-scoped advisory lock on the bucket's name) before counting what
 * is taken, so two processes never sell the same seat or the last room twice. Lock, count and
 * insert are one call of the `sandbox_hold` function (migration 0029): one round trip.
 */
export class DatabaseSandboxInventory implements SandboxInventory {
  constructor(private readonly db: Db) {}

  /** The version's last move asked for, and the one not yet sent that new changes join. */
  private lastMove: Promise<void> = Promise.resolve();
  private nextMove: Promise<void> | null = null;

  async usage(resources: readonly string[]): Promise<InventoryUsage> {
    const usage = new Usage();
    if (resources.length === 0) return usage;
    for (const row of await rowsOf<HoldRow>(this.db, takenIn([...new Set(resources)])))
      usage.add(row);
    return usage;
  }

  async version(): Promise<number> {
    const [row] = await rowsOf<{ v: string | number }>(
      this.db,
      sql`select case when is_called then last_value else 0 end as v from sandbox_inventory_version`,
    );
    return Number(row?.v ?? 0);
  }

  /**
   * Moves the shared version on, after the change's commit: a search that reads the new version
   * then also reads the new holds. Other stores of availability (experiences) call it too.
   * Changes told while a move is on its way share the next one, sent once that move is answered
   * (so after each of their commits): at a purchase burst, one round trip serves many holds.
   */
  changed(): Promise<void> {
    if (this.nextMove) return this.nextMove;
    const move = this.lastMove
      .catch(() => undefined)
      .then(async () => {
        this.nextMove = null;
        await this.db.execute(sql`select nextval('sandbox_inventory_version')`);
      });
    this.nextMove = move;
    this.lastMove = move;
    return move;
  }

  async hold(
    product: SupplierProduct,
    ref: string,
    resource: string,
    quantity: number,
    capacity: number,
    units: string[] = [],
    holdId: string = randomUUID(),
  ): Promise<Hold> {
    // One round trip: the bucket's lock, its count and the insert run in migration 0029's function.
    const [row] = await rowsOf<{
      used_quantity: number;
      used_units: string[];
      held_at: Date | string | null;
    }>(
      this.db,
      sql`select used_quantity, used_units, held_at from sandbox_hold(${holdId}, ${product}, ${ref},
          ${resource}, ${quantity}::integer, ${capacity}::integer, ${sql`array[${sql.join(
            units.map((u) => sql`${u}`),
            sql`, `,
          )}]::text[]`})`,
    );
    if (!row) throw new Error('sandbox hold not answered');
    if (row.held_at === null) {
      checkHold(product, quantity, capacity, units, row.used_quantity, new Set(row.used_units));
      throw new Error('sandbox hold refused without a reason');
    }
    const stored = toStored({
      hold_id: holdId,
      product,
      ref,
      resource,
      quantity,
      units,
      status: 'HELD',
      created_at: row.held_at,
    });
    await this.changed();
    return publicHold(stored);
  }

  async issue(holdId: string, product: SupplierProduct): Promise<Hold> {
    const [row] = await rowsOf<HoldRow>(
      this.db,
      sql`update sandbox_holds set status = case when status = 'CANCELLED' then status else 'ISSUED' end
          where hold_id = ${holdId} and product = ${product} returning *`,
    );
    if (!row) throw new SupplierNotFoundError(product, 'Reserva não encontrada.');
    if (row.status === 'CANCELLED')
      throw new SupplierConflictError(product, 'A reserva foi cancelada.');
    // Issued, a hold takes what it took held: the availability, and so the version, stay as they were.
    return publicHold(toStored(row));
  }

  async cancel(holdId: string, product: SupplierProduct): Promise<Hold> {
    const [row] = await rowsOf<HoldRow>(
      this.db,
      sql`update sandbox_holds set status = 'CANCELLED' where hold_id = ${holdId} and product = ${product} returning *`,
    );
    if (!row) throw new SupplierNotFoundError(product, 'Reserva não encontrada.');
    await this.changed();
    return publicHold(toStored(row));
  }
}
