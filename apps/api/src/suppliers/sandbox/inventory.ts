import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  SeatTakenError,
  SupplierConflictError,
  SupplierNotFoundError,
  type SupplierProduct,
} from '../errors';
import type { Hold } from '../ports';

export interface StoredHold extends Hold {
  /** Inventory bucket the hold draws from (for example a bus departure or a hotel room type). */
  resource: string;
}

/**
 * The holds of a sandbox inventory file: a journal with one JSON line per change, the last line
 * of a hold being its state. A line cut short by a crash is skipped.
 */
export function readSandboxHolds(file: string): StoredHold[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const latest = new Map<string, StoredHold>();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const hold = JSON.parse(line) as StoredHold;
      latest.set(hold.holdId, hold);
    } catch {
      // the last write of a crashed process
    }
  }
  return [...latest.values()];
}

/** What holds take from some inventory buckets, read at once so a search costs one look-up. */
export interface InventoryUsage {
  used(resource: string): number;
  usedUnits(resource: string): ReadonlySet<string>;
}

/**
 * The sandbox's stateful part: holds and issued bookings reduce availability. The embedded
 * server keeps it in memory with a journal file (FileSandboxInventory); servers sharing a
 * PostgreSQL database keep it there (DatabaseSandboxInventory), so every process sees each
 * other's holds.
 */
export interface SandboxInventory {
  usage(resources: readonly string[]): Promise<InventoryUsage>;
  hold(
    product: SupplierProduct,
    ref: string,
    resource: string,
    quantity: number,
    capacity: number,
    units?: string[],
    holdId?: string,
  ): Promise<Hold>;
  issue(holdId: string, product: SupplierProduct): Promise<Hold>;
  cancel(holdId: string, product: SupplierProduct): Promise<Hold>;
  /** Changes after every change of availability, so search caches can key on it. */
  version(): Promise<number>;
}

/** The checks of a new hold against what its bucket already has taken, the same in every store. */
export function checkHold(
  product: SupplierProduct,
  quantity: number,
  capacity: number,
  units: string[],
  used: number,
  taken: ReadonlySet<string>,
): void {
  if (quantity < 1) throw new SupplierConflictError(product, 'Quantidade inválida para reserva.');
  // A taken seat is the precise answer: checked before the count, which it also exhausts.
  const clash = units.find((u) => taken.has(u));
  if (clash) throw new SeatTakenError(product, clash);
  if (used + quantity > capacity) {
    throw new SupplierConflictError(product, 'Não há mais disponibilidade para a opção escolhida.');
  }
}

/**
 * The embedded inventory: kept in memory and, when a file is given (DATA_DIR/sandbox-inventory.jsonl
 * by default in the app), each change is appended to it so it survives restarts; appending keeps a
 * write O(1) however many holds there are, and the journal is compacted to one line per hold on start.
 */
export class FileSandboxInventory implements SandboxInventory, InventoryUsage {
  private readonly holds = new Map<string, StoredHold>();
  private readonly usedByResource = new Map<string, number>();
  private readonly unitsByResource = new Map<string, Set<string>>();
  /** Bumped on every change. */
  private changes = 0;

  constructor(private readonly file: string | null = null) {
    if (file) {
      const rows = readSandboxHolds(file);
      for (const h of rows) this.index(h);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, rows.map((h) => `${JSON.stringify(h)}\n`).join(''));
    }
  }

  private index(h: StoredHold): void {
    this.holds.set(h.holdId, h);
    if (h.status === 'CANCELLED') return;
    this.usedByResource.set(h.resource, (this.usedByResource.get(h.resource) ?? 0) + h.quantity);
    const units = this.unitsByResource.get(h.resource) ?? new Set<string>();
    for (const u of h.units) units.add(u);
    this.unitsByResource.set(h.resource, units);
  }

  private persist(h: StoredHold): void {
    this.changes++;
    if (this.file) appendFileSync(this.file, `${JSON.stringify(h)}\n`);
  }

  used(resource: string): number {
    return this.usedByResource.get(resource) ?? 0;
  }

  usedUnits(resource: string): ReadonlySet<string> {
    return this.unitsByResource.get(resource) ?? new Set<string>();
  }

  async usage(): Promise<InventoryUsage> {
    return this;
  }

  async version(): Promise<number> {
    return this.changes;
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
    if (this.holds.has(holdId)) throw new SupplierConflictError(product, 'Esta reserva já existe.');
    checkHold(product, quantity, capacity, units, this.used(resource), this.usedUnits(resource));
    const h: StoredHold = {
      holdId,
      product,
      ref,
      resource,
      quantity,
      units,
      status: 'HELD',
      createdAt: new Date().toISOString(),
    };
    this.index(h);
    this.persist(h);
    return publicHold(h);
  }

  async issue(holdId: string, product: SupplierProduct): Promise<Hold> {
    const h = this.get(holdId, product);
    if (h.status === 'CANCELLED')
      throw new SupplierConflictError(product, 'A reserva foi cancelada.');
    h.status = 'ISSUED';
    this.persist(h);
    return publicHold(h);
  }

  async cancel(holdId: string, product: SupplierProduct): Promise<Hold> {
    const h = this.get(holdId, product);
    if (h.status !== 'CANCELLED') {
      h.status = 'CANCELLED';
      this.usedByResource.set(h.resource, Math.max(0, this.used(h.resource) - h.quantity));
      const units = this.unitsByResource.get(h.resource);
      for (const u of h.units) units?.delete(u);
      this.persist(h);
    }
    return publicHold(h);
  }

  private get(holdId: string, product: SupplierProduct): StoredHold {
    const h = this.holds.get(holdId);
    if (!h || h.product !== product)
      throw new SupplierNotFoundError(product, 'Reserva não encontrada.');
    return h;
  }
}

export function publicHold(h: StoredHold): Hold {
  return {
    holdId: h.holdId,
    product: h.product,
    ref: h.ref,
    quantity: h.quantity,
    units: [...h.units],
    status: h.status,
    createdAt: h.createdAt,
  };
}
