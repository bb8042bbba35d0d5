import { markedUpFareCents, noFlightMarkup, type FlightMarkup } from '@portal/domain/pricing';
import type { Db } from '../../db/client';
import type { FlightOffer } from '../../suppliers';
import { operatorActor, type AuditService } from '../audit/service';
import { int4IdSchema } from '@portal/domain/lib';
import { campaignsRepository, type CampaignRow } from '../campaigns/repository';
import { campaignNotFound } from '../campaigns/service';
import { notFound } from '../../lib/errors';
import type { ConsoleOperator } from '../../plugins/operatorGuard';
import { supplierPricingRepository, type FlightMarkupRow } from './repository';

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

const toMarkup = (row: FlightMarkupRow | null | undefined): FlightMarkup =>
  row
    ? { percent: row.percent, fixedPerPassengerCents: row.fixedPerPassengerCents }
    : noFlightMarkup;

/** Each campaign's markup on flights (console: campaign settings), every change audited. */
export function flightMarkupsService(deps: { db: Db; audit: AuditService }) {
  const { db } = deps;
  return {
    async of(campaignId: number): Promise<FlightMarkup> {
      return toMarkup(await supplierPricingRepository(db).markup(campaignId));
    },
    /**
     * The campaign (as `CampaignsService.get` finds it) and its flight markup, read together: a
     * purchase needs both, and each round trip counts (docs/decisions.md, "Booking benchmark").
     */
    async withCampaign(
      campaignId: number,
    ): Promise<{ campaign: CampaignRow; flightMarkup: FlightMarkup }> {
      const row = int4IdSchema.safeParse(campaignId).success
        ? await supplierPricingRepository(db).campaignWithMarkup(campaignId)
        : undefined;
      if (!row) throw notFound(campaignNotFound);
      return { campaign: row.campaign, flightMarkup: toMarkup(row.markup) };
    },
    async save(
      operator: ConsoleOperator,
      campaignId: number,
      input: FlightMarkup,
    ): Promise<FlightMarkup> {
      return db.transaction(async (tx) => {
        const stored = supplierPricingRepository(tx);
        if (!(await campaignsRepository(tx).exists(campaignId)))
          throw notFound(campaignNotFound, 'CAMPAIGN_NOT_FOUND');
        const before = await stored.markupForUpdate(campaignId);
        await stored.saveMarkup(campaignId, { ...input, updatedAt: new Date() });
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
