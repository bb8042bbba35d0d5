import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { loyaltyClients } from '../../db/consoleSchema';

export type LoyaltyClientRow = typeof loyaltyClients.$inferSelect;

export function loyaltyClientsRepository(db: Db | Tx) {
  return {
    async byId(id: string): Promise<LoyaltyClientRow | undefined> {
      const [row] = await db.select().from(loyaltyClients).where(eq(loyaltyClients.id, id));
      return row;
    },
    async byCampaign(campaignId: number): Promise<LoyaltyClientRow[]> {
      return db
        .select()
        .from(loyaltyClients)
        .where(eq(loyaltyClients.campaignId, campaignId))
        .orderBy(asc(loyaltyClients.createdAt));
    },
    /** Disables a client and moves its token generation, ending every token it was given. */
    async disable(id: string): Promise<LoyaltyClientRow | undefined> {
      const [row] = await db
        .update(loyaltyClients)
        .set({ disabled: true, tokensGeneration: sql`${loyaltyClients.tokensGeneration} + 1` })
        .where(eq(loyaltyClients.id, id))
        .returning();
      return row;
    },
    async update(
      id: string,
      values: Partial<
        Pick<
          typeof loyaltyClients.$inferInsert,
          'disabled' | 'webhookUrl' | 'secretHash' | 'webhookSecret'
        >
      >,
    ): Promise<LoyaltyClientRow | undefined> {
      const [row] = await db
        .update(loyaltyClients)
        .set(values)
        .where(eq(loyaltyClients.id, id))
        .returning();
      return row;
    },
    async insert(values: typeof loyaltyClients.$inferInsert): Promise<LoyaltyClientRow> {
      const [row] = await db.insert(loyaltyClients).values(values).returning();
      if (!row) throw new Error('loyalty client not created');
      return row;
    },
  };
}
