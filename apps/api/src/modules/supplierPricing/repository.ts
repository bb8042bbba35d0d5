import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { exchangeRates, flightMarkups } from '../../db/consoleSchema';
import { campaigns } from '../../db/schema';
import type { CampaignRow } from '../campaigns/repository';

export type RateRow = typeof exchangeRates.$inferSelect;
export type FlightMarkupRow = typeof flightMarkups.$inferSelect;
export type FlightMarkupValues = Omit<typeof flightMarkups.$inferInsert, 'campaignId'>;

/** The programme's exchange rates and each campaign's flight markup. */
export function supplierPricingRepository(db: Db | Tx) {
  return {
    async rates(): Promise<RateRow[]> {
      return db.select().from(exchangeRates);
    },
    async ratesByCurrency(): Promise<RateRow[]> {
      return db.select().from(exchangeRates).orderBy(asc(exchangeRates.currency));
    },
    async rateForUpdate(currency: string): Promise<RateRow | undefined> {
      const [row] = await db
        .select()
        .from(exchangeRates)
        .where(eq(exchangeRates.currency, currency))
        .for('update');
      return row;
    },
    async saveRate(currency: string, brlRate: number, updatedAt: Date): Promise<RateRow> {
      const [row] = await db
        .insert(exchangeRates)
        .values({ currency, brlRate, updatedAt })
        .onConflictDoUpdate({ target: exchangeRates.currency, set: { brlRate, updatedAt } })
        .returning();
      if (!row) throw new Error('exchange rate not saved');
      return row;
    },
    async deleteRate(currency: string): Promise<RateRow | undefined> {
      const [row] = await db
        .delete(exchangeRates)
        .where(eq(exchangeRates.currency, currency))
        .returning();
      return row;
    },

    async markup(campaignId: number): Promise<FlightMarkupRow | undefined> {
      const [row] = await prepared(db, 'flightMarkups.ofCampaign', (db) =>
        db
          .select()
          .from(flightMarkups)
          .where(eq(flightMarkups.campaignId, sql.placeholder('campaignId'))),
      ).execute({ campaignId });
      return row;
    },
    /** The campaign and its flight markup (null when it has none), in one round trip. */
    async campaignWithMarkup(
      campaignId: number,
    ): Promise<{ campaign: CampaignRow; markup: FlightMarkupRow | null } | undefined> {
      const [row] = await prepared(db, 'flightMarkups.campaignWith', (db) =>
        db
          .select({ campaign: campaigns, markup: flightMarkups })
          .from(campaigns)
          .leftJoin(flightMarkups, eq(flightMarkups.campaignId, campaigns.id))
          .where(eq(campaigns.id, sql.placeholder('campaignId'))),
      ).execute({ campaignId });
      return row;
    },
    async markupForUpdate(campaignId: number): Promise<FlightMarkupRow | undefined> {
      const [row] = await db
        .select()
        .from(flightMarkups)
        .where(eq(flightMarkups.campaignId, campaignId))
        .for('update');
      return row;
    },
    async saveMarkup(campaignId: number, values: FlightMarkupValues): Promise<void> {
      await db
        .insert(flightMarkups)
        .values({ campaignId, ...values })
        .onConflictDoUpdate({ target: flightMarkups.campaignId, set: values });
    },
  };
}
