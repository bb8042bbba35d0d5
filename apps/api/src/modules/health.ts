import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { SupplierProduct } from '../suppliers';

/** Who sells each product: the embedded sandbox, or a real supplier named by its adapter. */
export type ProductSuppliers = Record<Exclude<SupplierProduct, 'experience'>, string> & {
  experience: string;
};

/** Every product on the sandbox; experiences are the operator's own inventory. */
export const sandboxProducts: ProductSuppliers = {
  flight: 'sandbox',
  hotel: 'sandbox',
  car: 'sandbox',
  bus: 'sandbox',
  entertainment: 'sandbox',
  experience: 'operator',
};

export async function healthRoutes(
  app: FastifyInstance,
  options: { database: Database; suppliers: ProductSuppliers },
) {
  app.get('/api/health', { schema: { tags: ['ops'] } }, async () => {
    await options.database.db.execute(sql`select 1`);
    return { status: 'ok', database: options.database.kind, suppliers: options.suppliers };
  });
}
