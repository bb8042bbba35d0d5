import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { dueBy } from '../../db/due';
import { loyaltyClients, webhookDeliveries } from '../../db/consoleSchema';

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export interface DueDelivery {
  delivery: DeliveryRow;
  url: string;
  secret: string;
}

export function webhooksRepository(db: Db | Tx) {
  return {
    /**
     * Claims due deliveries by pushing their next attempt past a lease: another instance (or
     * the next run) skips them meanwhile, and a crash mid-delivery only delays the retry.
     */
    async claimDue(now: Date, leaseMs: number, limit: number): Promise<DueDelivery[]> {
      const due = db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(
          and(
            isNull(webhookDeliveries.deliveredAt),
            isNull(webhookDeliveries.failedAt),
            dueBy(webhookDeliveries.nextAttemptAt, now),
          ),
        )
        .orderBy(webhookDeliveries.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(webhookDeliveries)
        .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
        .where(inArray(webhookDeliveries.id, due))
        .returning();
      if (claimed.length === 0) return [];
      const clients = await db
        .select({
          id: loyaltyClients.id,
          url: loyaltyClients.webhookUrl,
          secret: loyaltyClients.webhookSecret,
        })
        .from(loyaltyClients)
        .where(inArray(loyaltyClients.id, [...new Set(claimed.map((d) => d.clientId))]));
      const byId = new Map(clients.map((c) => [c.id, c]));
      return claimed
        .sort((a, b) => a.id - b.id)
        .flatMap((delivery) => {
          const client = byId.get(delivery.clientId);
          return client?.url ? [{ delivery, url: client.url, secret: client.secret }] : [];
        });
    },
    /** The delivery and the campaign of its client, locked for a change. */
    async lockWithCampaign(
      id: number,
    ): Promise<{ delivery: DeliveryRow; campaignId: number } | undefined> {
      const [row] = await db
        .select({ delivery: webhookDeliveries, campaignId: loyaltyClients.campaignId })
        .from(webhookDeliveries)
        .innerJoin(loyaltyClients, eq(loyaltyClients.id, webhookDeliveries.clientId))
        .where(eq(webhookDeliveries.id, id))
        .for('update', { of: webhookDeliveries });
      return row;
    },
    /** Puts a given-up delivery back in the queue, due now, for one more attempt. */
    async requeue(id: number, at: Date): Promise<DeliveryRow> {
      const [row] = await db
        .update(webhookDeliveries)
        .set({ failedAt: null, nextAttemptAt: at })
        .where(eq(webhookDeliveries.id, id))
        .returning();
      if (!row) throw new Error(`webhook delivery ${id} vanished`);
      return row;
    },
    async delivered(id: number, status: number, at: Date): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({
          deliveredAt: at,
          lastStatus: status,
          lastError: null,
          attempts: sql`${webhookDeliveries.attempts} + 1`,
        })
        .where(eq(webhookDeliveries.id, id));
    },
    async attemptFailed(
      id: number,
      failure: { status: number | null; error: string; nextAttemptAt: Date | null; at: Date },
    ): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({
          lastStatus: failure.status,
          lastError: failure.error.slice(0, 500),
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          ...(failure.nextAttemptAt
            ? { nextAttemptAt: failure.nextAttemptAt }
            : { failedAt: failure.at }),
        })
        .where(eq(webhookDeliveries.id, id));
    },
    async list(filter: {
      campaignId?: number;
      clientId?: string;
      limit: number;
    }): Promise<DeliveryRow[]> {
      const rows = await db
        .select({ delivery: webhookDeliveries })
        .from(webhookDeliveries)
        .innerJoin(loyaltyClients, eq(loyaltyClients.id, webhookDeliveries.clientId))
        .where(
          and(
            filter.campaignId ? eq(loyaltyClients.campaignId, filter.campaignId) : undefined,
            filter.clientId ? eq(webhookDeliveries.clientId, filter.clientId) : undefined,
          ),
        )
        .orderBy(desc(webhookDeliveries.id))
        .limit(filter.limit);
      return rows.map((r) => r.delivery);
    },
  };
}
