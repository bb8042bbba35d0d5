import {
  type AirlineFare,
  type FlightSearchRequest,
  flightSearchResponseSchema,
} from '@portal/domain/flights';
import { centsToBrl } from '@portal/domain/money';
import { type FlightMarkup, noFlightMarkup } from '@portal/domain/pricing';
import { airportByIata, type Airport } from '@portal/reference-data';
import { SearchInputError } from '../../suppliers';
import {
  cachedReply,
  callSupplier,
  type Searcher,
  type SearchDeps,
  type SearchRecordPlace,
  type SerializedReply,
} from './deps';
import { toRecommendation } from './mappers';
import { withFlightMarkup } from '../supplierPricing/markup';

const isNoMarkup = (m: FlightMarkup) => m.percent === 0 && m.fixedPerPassengerCents === 0;
import { assertFutureDate, assertOrder } from './validation';

/** The airport of `code`; null for a code the supplier answers for itself, which no airport names. */
function knownAirport(deps: SearchDeps, field: string, code: string): Airport | null {
  if (deps.suppliers.flight.answersUnlistedPlace(code)) return null;
  const a = airportByIata(code);
  if (!a)
    throw new SearchInputError(`Aeroporto desconhecido: ${code}`, {
      [field]: 'Aeroporto desconhecido',
    });
  return a;
}

function recordPlace(a: Airport): SearchRecordPlace {
  return {
    omnCountryName: a.countryName,
    country: a.countryIso,
    city: a.cityName,
    omnStateName: a.stateName,
    iata: a.iata,
    name: a.name,
  };
}

/** POST /api/flight: null means no availability (204). */
export async function searchFlights(
  deps: SearchDeps,
  q: FlightSearchRequest,
  searcher: Searcher | null,
): Promise<SerializedReply> {
  const [ida, volta] = q.flightSegments;
  if (!ida) throw new SearchInputError('Informe pelo menos um trecho');
  const origin = knownAirport(deps, 'flightSegments.0.departureAirport', ida.departureAirport);
  const destination = knownAirport(deps, 'flightSegments.0.arrivelAirport', ida.arrivelAirport);
  if (ida.departureAirport === ida.arrivelAirport)
    throw new SearchInputError('Origem e destino devem ser diferentes', {
      'flightSegments.0.arrivelAirport': 'Igual à origem',
    });
  assertFutureDate('flightSegments.0.departureDate', ida.departureDate, deps.now(), 'Data de ida');
  if (volta) {
    if (
      volta.departureAirport !== ida.arrivelAirport ||
      volta.arrivelAirport !== ida.departureAirport
    ) {
      throw new SearchInputError('O trecho de volta deve ser o inverso do trecho de ida', {
        'flightSegments.1': 'Trecho inválido',
      });
    }
    assertFutureDate(
      'flightSegments.1.departureDate',
      volta.departureDate,
      deps.now(),
      'Data de volta',
    );
    assertOrder(
      'flightSegments.1.departureDate',
      ida.departureDate,
      volta.departureDate,
      'A volta não pode ser antes da ida',
    );
  }
  if (origin && destination) {
    await deps.recorder.record({
      date: deps.now(),
      originIata: origin.iata,
      destinationIata: destination.iata,
      userId: searcher?.userId ?? null,
      campaignId: searcher?.campaignId ?? null,
      origin: recordPlace(origin),
      destination: recordPlace(destination),
    });
  }
  const markup =
    searcher && deps.flightMarkup ? await deps.flightMarkup(searcher.campaignId) : noFlightMarkup;
  // A campaign with a markup has replies of its own; the others share the plain one.
  const key = isNoMarkup(markup) ? q : { q, markup };
  return cachedReply(deps, 'flight', key, flightSearchResponseSchema, async (signal) => {
    const offers = (await deps.suppliers.flight.search(q, signal)).map((o) =>
      withFlightMarkup(o, markup),
    );
    if (!offers.length) return null;
    const summary = new Map<string, Map<number, number>>();
    for (const o of offers) {
      const byStops = summary.get(o.carrier) ?? new Map<number, number>();
      const stops = Math.min(2, o.stops);
      byStops.set(stops, Math.min(byStops.get(stops) ?? Infinity, o.totalCents));
      summary.set(o.carrier, byStops);
    }
    return {
      recommendations: offers.map(toRecommendation),
      availabilitysummary: [...summary.entries()]
        .sort((a, b) => Math.min(...a[1].values()) - Math.min(...b[1].values()))
        .map(([carrier, byStops]) => ({
          validatingcarrier: carrier,
          availabilitysummarycarrier: carrier,
          availabilitysummarydetail: [...byStops.entries()]
            .sort((a, b) => a[0] - b[0])
            .map(([stopsnumber, cents]) => ({
              stopsnumber,
              minimumtotalfare: { total: centsToBrl(cents) },
            })),
        })),
    };
  });
}

export async function airlineFare(
  deps: SearchDeps,
  cia: string,
  farecode: string,
): Promise<AirlineFare | null> {
  return callSupplier(deps, 'flight', (signal) =>
    deps.suppliers.flight.fareDetails(cia, farecode, signal),
  );
}
