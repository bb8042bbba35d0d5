import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';

/** The statements each database handle has built, by what they are. */
const built = new WeakMap<Db | Tx, Map<string, unknown>>();
/** One short driver name per statement: a name is bound to one SQL text on every connection. */
const driverNames = new Map<string, string>();

/**
 * The statement `key`, built by drizzle once per database handle (`.prepare`) instead of at every
 * call: building a query over a wide table costs more CPU than its round trip, and PostgreSQL
 * parses and plans a named statement once per connection (docs/decisions.md, "Booking
 * benchmark"). `build` must give one SQL text per key: a shape that varies (the columns a write
 * sets) is part of its key. On a transaction the statement is built again for each transaction.
 */
export function prepared<P>(
  db: Db | Tx,
  key: string,
  build: (db: Db | Tx) => { prepare(name: string): P },
): P {
  let statements = built.get(db);
  if (!statements) {
    statements = new Map();
    built.set(db, statements);
  }
  let statement = statements.get(key) as P | undefined;
  if (!statement) {
    let name = driverNames.get(key);
    if (!name) {
      name = `portal_${driverNames.size + 1}`;
      driverNames.set(key, name);
    }
    statement = build(db).prepare(name);
    statements.set(key, statement);
  }
  return statement;
}

/** The columns `values` sets (undefined sets nothing), in a stable order: the shape of a write. */
export const shapeOf = (values: Record<string, unknown>): string =>
  Object.keys(values)
    .filter((key) => values[key] !== undefined)
    .sort()
    .join(',');

/**
 * A placeholder for each column `values` sets, bound as it is given: `driverValues` encodes the
 * values. (Drizzle's own placeholders of a column encode null too: JSON 'null', or a failure on a
 * date.)
 */
export function placeholders<T extends Record<string, unknown>>(
  values: T,
): { [K in keyof T]: SQL } {
  return Object.fromEntries(
    Object.keys(values)
      .filter((key) => values[key] !== undefined)
      .map((key) => [key, sql`${sql.placeholder(key)}`]),
  ) as { [K in keyof T]: SQL };
}

/** `values` as the driver takes them for `table`'s columns (JSON text, ISO dates), null kept null. */
export function driverValues(
  table: PgTable,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const columns = getTableColumns(table);
  const encoded: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const column = columns[key];
    if (!column) throw new Error(`no column ${key}`);
    encoded[key] = value === null ? null : column.mapToDriverValue(value);
  }
  return encoded;
}
