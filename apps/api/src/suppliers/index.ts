import type { Suppliers } from './ports';
import { SandboxBusSupplier } from './sandbox/buses';
import { SandboxCarSupplier } from './sandbox/cars';
import type { SandboxContext } from './sandbox/context';
import { SandboxEntertainmentSupplier } from './sandbox/entertainment';
import { SandboxFlightSupplier } from './sandbox/flights/supplier';
import { SandboxHotelSupplier } from './sandbox/hotels';
import { FileSandboxInventory, type SandboxInventory } from './sandbox/inventory';

export * from './errors';
export * from './ports';
export { withTimeout } from './timeout';
export { foreignToCents } from './currency';
export { bookingFailure, supplierAppError } from './httpErrors';
export { MemoryLruCache, cacheKey, type SearchCache } from './cache';
export { FileSandboxInventory, type SandboxInventory } from './sandbox/inventory';
export { DatabaseSandboxInventory } from './sandbox/databaseInventory';
export { SandboxTriggeredExperienceSupplier } from './sandbox/triggeredExperiences';
export { sandboxTransportPictures } from './sandbox/pictures';

export interface SandboxOptions {
  /** File that keeps holds across restarts; null keeps them in memory only. */
  inventoryFile?: string | null;
  /** Another store of the holds (the shared database); the file is then not used. */
  inventory?: SandboxInventory;
  now?: () => number;
}

/**
 * Experiences are not a supplier's product: they are the operator's own inventory in the
 * database (DatabaseExperienceSupplier), so the sandbox serves every other product.
 */
export interface SandboxSuppliers extends Omit<Suppliers, 'experience'> {
  inventory: SandboxInventory;
}

/** The embedded default supplier (SUPPLIER_MODE=sandbox). */
export function createSandboxSuppliers(options: SandboxOptions = {}): SandboxSuppliers {
  const inventory = options.inventory ?? new FileSandboxInventory(options.inventoryFile ?? null);
  const ctx: SandboxContext = { inventory, now: options.now ?? Date.now };
  return {
    inventory,
    flight: new SandboxFlightSupplier(ctx),
    hotel: new SandboxHotelSupplier(ctx),
    car: new SandboxCarSupplier(ctx),
    bus: new SandboxBusSupplier(ctx),
    entertainment: new SandboxEntertainmentSupplier(ctx),
  };
}
