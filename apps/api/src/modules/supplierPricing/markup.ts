import { eq } from 'drizzle-orm';
import { markedUpFareCents, noFlightMarkup, type FlightMarkup } from '@portal/domain';
import type { Db } from '../../db/client';
import { flightMarkups } from '../../db/consoleSchema';
import type { FlightOffer } from '../../suppliers';
import type { AuditService } from '../audit/service';
import { campaignNotFound } from '../campaigns/service';
import { notFound } from '../../lib/errors';
import type { OperatorRow } from '../operators/repository';
import { operatorActor } from '../operators/service';
import { campaigns } from '../../db/schema';

/** The offer as the campaign sells it: each passenger's fare with the campaign's markup. */
export function withFlightMarkup(offer: FlightOffer, markup: FlightMarkup): FlightOffer {
  if (markup.percent === 0 && markup.fixedPerPassengerCents === 0) return offer;
  const fares = offer.fares.map((f) => ({
    ...f,
    fareCents: markedUpFareCents(f.fareCents, f.taxCents, markup),
  }));
  return {
    ...offer,
    fares,
    totalCents: fares.reduce((s, f) => s + (f.fareCents + f.taxCents) * f.quantity, 0),
  };
}

const toMarkup = (row: typeof flightMarkups.$inferSelect | undefined): FlightMarkup =>
  row
    ? { percent: row.percent, fixedPerPassengerCents: row.fixedPerPassengerCents }
    : noFlightMarkup;

/** Each campaign's markup on flights (console: campaign settings), every change audited. */
export function flightMarkupsService(deps: { db: Db; audit: AuditService }) {
  const { db } = deps;
  return {
    async of(campaignId: number): Promise<FlightMarkup> {
      const [row] = await db
        .select()
        .from(flightMarkups)
        .where(eq(flightMarkups.campaignId, campaignId));
      return toMarkup(row);
    },
    async save(
      operator: OperatorRow,
      campaignId: number,
      input: FlightMarkup,
    ): Promise<FlightMarkup> {
      return db.transaction(async (tx) => {
        const [campaign] = await tx
          .select({ id: campaigns.id })
          .from(campaigns)
          .where(eq(campaigns.id, campaignId));
        if (!campaign) throw notFound(campaignNotFound, 'CAMPAIGN_NOT_FOUND');
        const [before] = await tx
          .select()
          .from(flightMarkups)
          .where(eq(flightMarkups.campaignId, campaignId))
          .for('update');
        const values = { ...input, updatedAt: new Date() };
        await tx
          .insert(flightMarkups)
          .values({ campaignId, ...values })
          .onConflictDoUpdate({ target: flightMarkups.campaignId, set: values });
        await deps.audit.record(tx, operatorActor(operator), {
          action: 'flight_markup.updated',
          targetType: 'campaign',
          targetId: String(campaignId),
          campaignId,
          before: toMarkup(before),
          after: input,
        });
        return input;
      });
    },
  };
}
export type FlightMarkupsService = ReturnType<typeof flightMarkupsService>;
