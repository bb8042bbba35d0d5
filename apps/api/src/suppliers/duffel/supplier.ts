import { randomUUID } from 'node:crypto';
import type { Duffel } from '@duffel/api';
import type { CreateOfferRequest, Order } from '@duffel/api/types';
import type { AirlineFare, FlightSearchRequest } from '@portal/domain/flights';
import type { FastifyBaseLogger } from 'fastify';
import {
  SupplierInputError,
  SupplierNotFoundError,
  SupplierPriceChangedError,
  SupplierUnavailableError,
} from '../errors';
import type {
  CancellationQuote,
  CurrencyRates,
  FlightOffer,
  FlightSupplier,
  Hold,
  HoldRequest,
} from '../ports';
import { callDuffel, duffelClient, type DuffelSettings } from './client';
import { fareDetailsOf, toFlightOffer, type DuffelOffer } from './offers';
import { offerRequestPassengers, orderPassengers } from './passengers';

export interface DuffelFlightOptions extends DuffelSettings {
  rates: CurrencyRates;
  /** How long Duffel may wait for the airlines of a search (its `supplier_timeout`). */
  searchTimeoutMs: number;
  now?: () => number;
  log?: FastifyBaseLogger;
  /** A client of its own (the tests'); one is made from the settings otherwise. */
  client?: Duffel;
}

/** The order's metadata key that names the portal's hold (our booking's id for it). */
export const HOLD_METADATA_KEY = 'portal_hold_id';

/**
 * Orders looked through, newest pages first, to find a hold's order after a restart: Duffel's
 * List orders cannot filter by metadata (only awaiting_payment, passenger_name[],
 * booking_reference and user_id), and the recovery looks soon after the crash.
 */
const MAX_ORDERS_SCANNED = 1_000;
const REMEMBERED = 2_000;

const cabinClasses = {
  Y: 'economy',
  W: 'premium_economy',
  C: 'business',
} as const satisfies Record<FlightSearchRequest['cabin'], CreateOfferRequest['cabin_class']>;

/** Keeps the last `max` entries (a Map iterates in insertion order). */
function remember<K, V>(map: Map<K, V>, key: K, value: V, max = REMEMBERED): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value as K);
}

/**
 * Flights from Duffel: a search is one offer request, a booking's hold is an instant order paid
 * from the Duffel balance (the order carries our hold id in its metadata, so it can be found
 * again after a crash), and a cancel takes Duffel's cancellation quote and confirms it.
 * Prices become centavos with the operator's exchange rates; an offer in a currency without a
 * rate is not shown.
 */
export class DuffelFlightSupplier implements FlightSupplier {
  private readonly duffel: Duffel;
  private readonly now: () => number;
  /** Offers seen recently, for the fare details dialog. */
  private readonly fares = new Map<string, AirlineFare>();
  /** Orders made by this process, by hold id; others are found by their metadata. */
  private readonly orders = new Map<string, string>();
  /** Orders being created (settled whatever Duffel answers): a cancel of the same hold waits for them first. */
  private readonly creating = new Map<string, Promise<void>>();
  /** An order is paid from the Duffel balance as it is created. */
  readonly holdSells = true;

  constructor(private readonly options: DuffelFlightOptions) {
    this.duffel = options.client ?? duffelClient(options);
    this.now = options.now ?? Date.now;
  }

  /** Every place goes to Duffel as an airport code; the reference data decides what is known. */
  answersUnlistedPlace(): boolean {
    return false;
  }

  /** The offer in centavos, or null when the rate table has no rate for its currency. */
  private async priced(
    offer: DuffelOffer,
    rates = new Map<string, Promise<number | null>>(),
  ): Promise<FlightOffer | null> {
    const currency = offer.total_currency;
    if (!rates.has(currency))
      rates.set(
        currency,
        currency === 'BRL' ? Promise.resolve(1) : this.options.rates.brlPer(currency),
      );
    const rate = await rates.get(currency)!;
    if (rate === null) {
      this.options.log?.warn(
        { currency: offer.total_currency, offer: offer.id },
        'Duffel offer left out: no exchange rate for its currency',
      );
      return null;
    }
    const mapped = toFlightOffer(offer, rate);
    for (const journey of mapped.journeys)
      for (const segment of journey.segments)
        for (const flight of segment.flights)
          for (const fare of flight.classofservices)
            remember(
              this.fares,
              `${mapped.carrier}|${fare.fareBaseCode}`,
              fareDetailsOf(offer, fare.fareBaseCode),
            );
    return mapped;
  }

  async search(q: FlightSearchRequest, signal: AbortSignal): Promise<FlightOffer[]> {
    const request = await callDuffel(signal, () =>
      this.duffel.offerRequests.create({
        slices: q.flightSegments.map((s) => ({
          origin: s.departureAirport,
          destination: s.arrivelAirport,
          departure_date: s.departureDate,
          departure_time: null,
          arrival_time: null,
        })),
        passengers: offerRequestPassengers(q),
        cabin_class: cabinClasses[q.cabin],
        max_connections: q.directFlight ? 0 : 1,
        return_offers: true,
        supplier_timeout: this.options.searchTimeoutMs,
      }),
    );
    const offers: FlightOffer[] = [];
    // One look-up per currency for the whole search.
    const rates = new Map<string, Promise<number | null>>();
    for (const offer of request.data.offers) {
      const mapped = await this.priced(offer, rates);
      if (!mapped) continue;
      if (q.luggage && mapped.journeys.some((j) => j.segments[0]?.baggageAllowance === '0P'))
        continue;
      offers.push(mapped);
    }
    return offers.sort(
      (a, b) => a.totalCents - b.totalCents || a.recommendationid.localeCompare(b.recommendationid),
    );
  }

  /** The offer as Duffel sells it now; null once it expired or Duffel no longer knows it. */
  private async current(id: string, signal: AbortSignal): Promise<DuffelOffer | null> {
    try {
      const { data } = await callDuffel(signal, () => this.duffel.offers.get(id));
      return Date.parse(data.expires_at) <= this.now() ? null : data;
    } catch (error) {
      if (error instanceof SupplierNotFoundError) return null;
      throw error;
    }
  }

  async offer(recommendationid: string, _q: FlightSearchRequest, signal: AbortSignal) {
    const offer = await this.current(recommendationid, signal);
    return offer ? this.priced(offer) : null;
  }

  async fareDetails(carrier: string, fareBaseCode: string): Promise<AirlineFare | null> {
    return this.fares.get(`${carrier.toUpperCase()}|${fareBaseCode}`) ?? null;
  }

  private held(holdId: string, order: Order, status: Hold['status']): Hold {
    return {
      holdId,
      product: 'flight',
      ref: order.id,
      quantity: order.passengers.filter((p) => p.type !== 'infant_without_seat').length,
      units: [],
      status,
      createdAt: order.created_at,
      reference: order.booking_reference,
    };
  }

  /**
   * The booking's supplier step: the offer fetched again (gone: not found; another price than
   * the member pays: price changed), then an instant order paid from the Duffel balance.
   */
  async hold(request: HoldRequest, signal: AbortSignal): Promise<Hold> {
    const holdId = request.holdId ?? randomUUID();
    if (!request.travellers?.length)
      throw new SupplierInputError('flight', 'Informe os passageiros.', 'passageiros');
    const offer = await this.current(request.ref, signal);
    if (!offer)
      throw new SupplierNotFoundError(
        'flight',
        'A opção escolhida não está mais disponível. Refaça a pesquisa.',
      );
    const priced = await this.priced(offer);
    if (!priced) throw new SupplierUnavailableError('flight');
    if (request.priceCents !== undefined && priced.totalCents !== request.priceCents)
      throw new SupplierPriceChangedError('flight');
    const passengers = orderPassengers(offer, request.travellers);
    const { data: order } = await callDuffel(signal, () => {
      const attempt = this.duffel.orders.create({
        type: 'instant',
        selected_offers: [offer.id],
        passengers,
        payments: [{ type: 'balance', amount: offer.total_amount, currency: offer.total_currency }],
        metadata: { [HOLD_METADATA_KEY]: holdId },
      });
      // The request outlives a deadline that ends the call: a cancel of this hold waits for it,
      // and learns the order it made, so an order the member no longer waits for is still undone.
      const settled = attempt.then(
        ({ data }) => {
          remember(this.orders, holdId, data.id);
          this.options.log?.info(
            { holdId, order: data.id, bookingReference: data.booking_reference },
            'Duffel order created',
          );
        },
        () => undefined,
      );
      this.creating.set(holdId, settled);
      void settled.then(() => {
        if (this.creating.get(holdId) === settled) this.creating.delete(holdId);
      });
      return attempt;
    });
    return this.held(holdId, order, 'ISSUED');
  }

  /** The order of a hold: made by this process, or found by the hold id in its metadata. */
  private async orderOf(holdId: string, signal: AbortSignal): Promise<Order | null> {
    await this.creating.get(holdId);
    const known = this.orders.get(holdId);
    if (known) return (await callDuffel(signal, () => this.duffel.orders.get(known))).data;
    let after: string | null | undefined;
    let scanned = 0;
    do {
      const page = await callDuffel(signal, () =>
        this.duffel.orders.list({ limit: 200, ...(after ? { after } : {}) }),
      );
      const order = page.data.find((o) => o.metadata?.[HOLD_METADATA_KEY] === holdId);
      if (order) {
        remember(this.orders, holdId, order.id);
        return order;
      }
      scanned += page.data.length;
      after = page.meta?.after;
    } while (after && scanned < MAX_ORDERS_SCANNED);
    return null;
  }

  private async existingOrder(holdId: string, signal: AbortSignal): Promise<Order> {
    const order = await this.orderOf(holdId, signal);
    if (!order) throw new SupplierNotFoundError('flight', 'Reserva não encontrada.');
    return order;
  }

  /** The order exists and is paid once `hold` returns: issuing confirms it is there. */
  async issue(holdId: string, signal: AbortSignal): Promise<Hold> {
    const order = await this.existingOrder(holdId, signal);
    if (order.cancelled_at) throw new SupplierNotFoundError('flight', 'Reserva cancelada.');
    return this.held(holdId, order, 'ISSUED');
  }

  async cancellationQuote(holdId: string, signal: AbortSignal): Promise<CancellationQuote> {
    const order = await this.existingOrder(holdId, signal);
    const { data: quote } = await callDuffel(signal, () =>
      this.duffel.orderCancellations.create({ order_id: order.id }),
    );
    return {
      refund:
        quote.refund_amount !== null && quote.refund_currency !== null
          ? { amount: quote.refund_amount, currency: quote.refund_currency }
          : null,
    };
  }

  /** Cancels the hold's order: Duffel's cancellation quote, then its confirmation. */
  async cancel(holdId: string, signal: AbortSignal): Promise<Hold> {
    const order = await this.existingOrder(holdId, signal);
    if (order.cancelled_at) return this.held(holdId, order, 'CANCELLED');
    const { data: quote } = await callDuffel(signal, () =>
      this.duffel.orderCancellations.create({ order_id: order.id }),
    );
    await callDuffel(signal, () => this.duffel.orderCancellations.confirm(quote.id));
    this.options.log?.info(
      {
        holdId,
        order: order.id,
        refund: quote.refund_amount,
        currency: quote.refund_currency,
      },
      'Duffel order cancelled',
    );
    return this.held(holdId, order, 'CANCELLED');
  }
}
