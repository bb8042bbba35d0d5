import type {
  AirlineFare,
  Cabin,
  FlightLeg,
  FlightSearchRequest,
  FlightSegmentOption,
} from '@portal/domain/flights';
import { airlineByCode, airportByIata } from '@portal/reference-data';
import { SupplierConflictError, SupplierNotFoundError } from '../../errors';
import type { FlightFare, FlightOffer, FlightSupplier, Hold, HoldRequest } from '../../ports';
import { isTriggerCode } from '../triggers';
import { applyTriggers, type SandboxContext } from '../context';
import type { InventoryUsage } from '../inventory';
import { hhmm, todayInBrazil, utcToLocal } from '../time';
import { CLASSES, groupByClass, itineraries, nearestGroup, type Itinerary } from './itineraries';
import { adultPrice, familiesOf, type Family, type PricedLeg } from './pricing';
import { charmPrice, hash32 } from '../../../lib/seededRandom';

function toSegment(
  it: Itinerary,
  family: Family,
  cabin: Cabin,
  direction: string,
  date: string,
): FlightSegmentOption {
  const domestic = it.legs.every((l) => l.from.countryIso === 'BR' && l.to.countryIso === 'BR');
  const fareBaseCode = `${CLASSES[it.classIndex]!.letter}${family.code}${domestic ? 'BR' : 'IN'}`;
  const flights: FlightLeg[] = it.legs.map((l) => ({
    flightnumber: l.flightnumber,
    carrier: it.carrier,
    departuredatetime: utcToLocal(l.depUtc, l.from.timezone),
    arrivaldatetime: utcToLocal(l.arrUtc, l.to.timezone),
    departurestation: l.from.iata,
    arrivalstation: l.to.iata,
    duration: l.minutes,
    fareoption: { cabin },
    classofservices: [
      { farefamily: family.name, fareBaseCode, bookingClass: CLASSES[it.classIndex]!.letter },
    ],
  }));
  const total = Math.round((it.legs.at(-1)!.arrUtc - it.legs[0]!.depUtc) / 60_000);
  return {
    segmentid: `${direction}-${date}-${it.id}`,
    stops: it.legs.length - 1,
    flights,
    totalDuration: hhmm(total),
    totalDurationMinutes: total,
    baggageAllowance: family.bagKg === 0 ? '0P' : family.bagKg <= 23 ? '1P' : '2P',
  };
}

/** Seats of one fare (recommendation) in the sandbox. */
const FLIGHT_SEATS = 9;

/** The inventory bucket of an offer's seats. */
const seatsOf = (offer: FlightOffer) => `flight|${offer.recommendationid}`;

/** A fare without seats for the whole party (infants on a lap) is sold out: it is not offered. */
const hasSeats = (offer: FlightOffer, q: FlightSearchRequest, usage: InventoryUsage) =>
  FLIGHT_SEATS - usage.used(seatsOf(offer)) >= Math.max(1, q.qtAdult + q.qtChild);

/** Offers kept per (search, day): the same search asked again, as every booking's recheck does. */
const OFFER_MEMO_ENTRIES = 256;

export class SandboxFlightSupplier implements FlightSupplier {
  // Offers are a pure function of the search and the day, so remembering them changes no answer.
  private readonly offerMemo = new Map<string, FlightOffer[]>();

  constructor(private readonly ctx: SandboxContext) {}

  /** The trigger codes reach the failures they script. */
  answersUnlistedPlace(code: string): boolean {
    return isTriggerCode(code);
  }

  async search(q: FlightSearchRequest, signal: AbortSignal): Promise<FlightOffer[]> {
    const offers = await this.offers(q, signal);
    const usage = await this.ctx.inventory.usage(offers.map(seatsOf));
    return offers.filter((o) => hasSeats(o, q, usage));
  }

  /** Every offer of the search, sold out or not (the trigger codes first). */
  private async offers(q: FlightSearchRequest, signal: AbortSignal): Promise<FlightOffer[]> {
    const first = q.flightSegments[0]!;
    if (await applyTriggers('flight', signal, first.departureAirport, first.arrivelAirport))
      return [];
    const key = `${todayInBrazil(this.ctx.now())}|${JSON.stringify(q)}`;
    let offers = this.offerMemo.get(key);
    if (offers) this.offerMemo.delete(key);
    else offers = this.generate(q);
    this.offerMemo.set(key, offers);
    if (this.offerMemo.size > OFFER_MEMO_ENTRIES) {
      const oldest = this.offerMemo.keys().next().value;
      if (oldest !== undefined) this.offerMemo.delete(oldest);
    }
    return offers;
  }

  private generate(q: FlightSearchRequest): FlightOffer[] {
    const first = q.flightSegments[0]!;
    const o = airportByIata(first.departureAirport);
    const d = airportByIata(first.arrivelAirport);
    if (!o || !d) return [];
    const today = todayInBrazil(this.ctx.now());
    const back = q.flightSegments[1];
    const ida = itineraries(o, d, first.departureDate).filter(
      (it) => !q.directFlight || it.legs.length === 1,
    );
    const volta = back
      ? itineraries(d, o, back.departureDate).filter(
          (it) => !q.directFlight || it.legs.length === 1,
        )
      : null;
    const paxCounts: Array<[FlightFare['paxtype'], number]> = [
      ['ADT', q.qtAdult],
      ['CHD', q.qtChild],
      ['INF', q.qtBaby],
    ];
    const offers: FlightOffer[] = [];
    for (const it of ida) {
      const carrierName = airlineByCode(it.carrier)?.name ?? it.carrier;
      const returnGroups = volta
        ? groupByClass(volta.filter((v) => v.carrier === it.carrier))
        : null;
      if (returnGroups && returnGroups.size === 0) continue;
      for (const family of familiesOf(it.carrier)) {
        if (q.luggage && family.bagKg === 0) continue;
        const out = adultPrice(it, family, q.cabin, first.departureDate, today);
        let backOptions: Itinerary[] = [];
        let backPrice: PricedLeg = { fareCents: 0, taxCents: 0 };
        if (returnGroups && back) {
          backOptions = nearestGroup(returnGroups, it.classIndex);
          backPrice = adultPrice(backOptions[0]!, family, q.cabin, back.departureDate, today);
        }
        const adultFare = out.fareCents + backPrice.fareCents;
        const adultTax = out.taxCents + backPrice.taxCents;
        const domestic = it.legs.every(
          (l) => l.to.countryIso === 'BR' && l.from.countryIso === 'BR',
        );
        const fares: FlightFare[] = paxCounts
          .filter(([, n]) => n > 0)
          .map(([paxtype, quantity]) => ({
            paxtype,
            quantity,
            fareCents:
              paxtype === 'ADT'
                ? adultFare
                : paxtype === 'CHD'
                  ? charmPrice(adultFare * (domestic ? 0.9 : 0.75))
                  : charmPrice(adultFare * 0.1),
            taxCents: paxtype === 'INF' ? 0 : adultTax,
          }));
        const taxesCents = fares.reduce((s, f) => s + f.taxCents * f.quantity, 0);
        const totalCents = fares.reduce((s, f) => s + (f.fareCents + f.taxCents) * f.quantity, 0);
        const journeys: FlightOffer['journeys'] = [
          {
            direction: 'IDA',
            departuredate: first.departureDate,
            segments: [toSegment(it, family, q.cabin, 'IDA', first.departureDate)],
          },
        ];
        if (back) {
          journeys.push({
            direction: 'VOLTA',
            departuredate: back.departureDate,
            segments: backOptions.map((v) =>
              toSegment(v, family, q.cabin, 'VOLTA', back.departureDate),
            ),
          });
        }
        offers.push({
          recommendationid: `${it.carrier}${family.code}-${(hash32(`${it.id}|${family.code}|${back?.departureDate ?? ''}|${first.departureDate}`) >>> 0).toString(36)}`,
          carrier: it.carrier,
          carrierName,
          fareFamily: family.name,
          fares,
          totalCents,
          taxesCents,
          duCents: 0,
          stops: it.legs.length - 1,
          journeys,
        });
      }
    }
    return offers.sort(
      (a, b) => a.totalCents - b.totalCents || a.recommendationid.localeCompare(b.recommendationid),
    );
  }

  async offer(
    recommendationid: string,
    query: FlightSearchRequest,
    signal: AbortSignal,
  ): Promise<FlightOffer | null> {
    // The booking's recheck counts the seats of its own offer only, not of the whole search.
    const offer = (await this.offers(query, signal)).find(
      (o) => o.recommendationid === recommendationid,
    );
    if (!offer) return null;
    return hasSeats(offer, query, await this.ctx.inventory.usage([seatsOf(offer)])) ? offer : null;
  }

  async fareDetails(carrier: string, fareBaseCode: string): Promise<AirlineFare | null> {
    const m = /^([A-Z])([A-Z]{2})(BR|IN)$/.exec(fareBaseCode.toUpperCase());
    const code = carrier.toUpperCase();
    if (!m || !airlineByCode(code)) return null;
    const family = familiesOf(code).find((f) => f.code === m[2]);
    if (!family || !CLASSES.some((c) => c.letter === m[1])) return null;
    return {
      airlineCode: code,
      fareBaseCode: fareBaseCode.toUpperCase(),
      fareBaseName: family.name,
      weitghtLuggageIncluded: family.bagKg,
      comfortSeat: family.comfortSeat,
      allowChange: family.allowChange,
      percentageRefund: family.refund,
    };
  }

  async hold(req: HoldRequest): Promise<Hold> {
    if (!/^[A-Z0-9]{2}[A-Z]{2}-/.test(req.ref))
      throw new SupplierNotFoundError('flight', 'Recomendação não encontrada.');
    if (req.quantity > FLIGHT_SEATS)
      throw new SupplierConflictError('flight', 'Não há assentos suficientes.');
    return this.ctx.inventory.hold(
      'flight',
      req.ref,
      `flight|${req.ref}`,
      req.quantity,
      FLIGHT_SEATS,
      [],
      req.holdId,
    );
  }

  async issue(holdId: string): Promise<Hold> {
    return this.ctx.inventory.issue(holdId, 'flight');
  }

  async cancel(holdId: string): Promise<Hold> {
    return this.ctx.inventory.cancel(holdId, 'flight');
  }
}
