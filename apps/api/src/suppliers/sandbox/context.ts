import { SupplierConflictError, type SupplierProduct } from '../errors';
import { sleep } from '../timeout';
import type { SandboxInventory } from './inventory';
import { SANDBOX_CONFLICT_MESSAGE, triggerOf } from './triggers';

export interface SandboxContext {
  inventory: SandboxInventory;
  /** Clock, injectable for tests (ms since epoch). */
  now: () => number;
}

/**
 * Applies the documented trigger codes: conflict throws a 409 error, timeout waits until the
 * caller's deadline aborts, empty answers true (the caller returns no results).
 */
export async function applyTriggers(
  product: SupplierProduct,
  signal: AbortSignal,
  ...codes: Array<string | null | undefined>
): Promise<boolean> {
  const t = triggerOf(...codes);
  if (t === 'conflict') throw new SupplierConflictError(product, SANDBOX_CONFLICT_MESSAGE);
  if (t === 'timeout') {
    await sleep(10 * 60_000, signal);
  }
  return t === 'empty';
}
