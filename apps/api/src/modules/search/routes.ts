import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  airlineFareParamsSchema,
  airlineFareSchema,
  flightSearchRequestSchema,
  flightSearchResponseSchema,
} from '@portal/domain/flights';
import {
  airportOptionsSchema,
  autocompleteBodySchema,
  autocompleteQuerySchema,
  busStationOptionsSchema,
  carCityOptionsSchema,
  carLocationQuerySchema,
  carLocationsSchema,
  entertainmentAutocompleteResponseSchema,
  experienceCityOptionsSchema,
  hotelLocationsSchema,
} from '@portal/domain/search';
import {
  busRateCheckRequestSchema,
  busRateCheckResponseSchema,
  busSearchRequestSchema,
  busSearchResponseSchema,
} from '@portal/domain/buses';
import { carSearchRequestSchema, carSearchResponseSchema } from '@portal/domain/cars';
import {
  entertainmentAvailabilityRequestSchema,
  entertainmentAvailabilityResponseSchema,
  entertainmentSearchRequestSchema,
  entertainmentSearchResponseSchema,
  experienceSearchQuerySchema,
  experienceSearchResponseSchema,
} from '@portal/domain/activities';
import {
  hotelDetailsParamsSchema,
  hotelDetailsResponseSchema,
  hotelSearchRequestSchema,
  hotelSearchResponseSchema,
} from '@portal/domain/hotels';
import { SupplierNotFoundError } from '../../suppliers';
import {
  airportOptions,
  busStationOptions,
  carCityOptions,
  carLocations,
  entertainmentOptions,
  experienceCityOptions,
  hotelLocations,
} from './autocomplete.service';
import { busRateCheck, searchBuses } from './bus.service';
import { searchCars } from './car.service';
import type { SessionClaims } from '../../plugins/session';
import {
  replyEncodings,
  type ReplyEncoding,
  type Searcher,
  type SearchDeps,
  type SerializedReply,
} from './deps';
import { entertainmentAvailability, searchEntertainment } from './entertainment.service';
import { searchExperiences } from './experience.service';
import { airlineFare, searchFlights } from './flight.service';
import { hotelDetails, searchHotels } from './hotel.service';

const noContent = { 204: z.null().describe('Sem resultados') };
const iataParams = z.object({ iata: z.string().regex(/^[A-Za-z]{3}$/, 'Código IATA inválido') });

const replyEncoding = new Negotiator<ReplyEncoding>({ supportedValues: replyEncodings });

/**
 * Sends a reply serialised (and validated) by the service, compressed in the smallest encoding
 * the client accepts (browsers take brotli), or 204 when there is none.
 */
function sendReply(
  request: FastifyRequest,
  reply: FastifyReply,
  result: SerializedReply,
): FastifyReply {
  if (!result) return reply.code(204).send();
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = replyEncoding.negotiate(String(request.headers['accept-encoding'] ?? ''));
  if (encoding && result.json.length > 1024 && !reply.hasHeader('content-encoding')) {
    return reply.header('content-encoding', encoding).send(result.encodedAs(encoding));
  }
  return reply.send(result.json);
}

/** The signed user and campaign when the auth preHandler verified a token. */
function searcherOf(request: FastifyRequest): Searcher | null {
  const session: SessionClaims | null = request.session;
  return session ? { userId: session.userId, campaignId: session.campaignId } : null;
}

/**
 * Who may search: members, through the session plugin's `authenticate`, or (null) anyone, for
 * the search tests and bench that run the searches on their own.
 */
export interface SearchAccess {
  authenticate: ((request: FastifyRequest) => Promise<void>) | null;
}

/** The searches' routes; their failures are answered by the app's error handler (plugins/errorHandler.ts). */
export function registerSearchRoutes(
  app: FastifyInstance,
  deps: SearchDeps,
  access: SearchAccess,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = access.authenticate ? { onRequest: [access.authenticate] } : {};

  // ---- autocomplete ----
  r.get(
    '/api/flight/airports',
    {
      ...guard,
      schema: { querystring: autocompleteQuerySchema, response: { 200: airportOptionsSchema } },
    },
    async (req) => airportOptions(req.query.name),
  );
  r.get(
    '/api/car/cities',
    {
      ...guard,
      schema: { querystring: autocompleteQuerySchema, response: { 200: carCityOptionsSchema } },
    },
    async (req) => carCityOptions(req.query.name),
  );
  r.get(
    '/api/car/locations/:iata',
    {
      ...guard,
      schema: {
        params: iataParams,
        querystring: carLocationQuerySchema,
        response: { 200: carLocationsSchema },
      },
    },
    async (req) => carLocations(deps, req.params.iata.toUpperCase()),
  );
  r.get(
    '/api/experience/hotel-cities',
    {
      ...guard,
      schema: {
        querystring: autocompleteQuerySchema,
        response: { 200: experienceCityOptionsSchema },
      },
    },
    async (req) => experienceCityOptions(req.query.name),
  );
  r.get(
    '/api/hotel/locations',
    {
      ...guard,
      schema: { querystring: autocompleteQuerySchema, response: { 200: hotelLocationsSchema } },
    },
    async (req) => hotelLocations(req.query.name),
  );
  r.post(
    '/api/services/bus/auto-complete',
    {
      ...guard,
      schema: { body: autocompleteBodySchema, response: { 200: busStationOptionsSchema } },
    },
    async (req) => busStationOptions(req.body.filter.name),
  );
  r.post(
    '/api/services/entertainment/auto-complete',
    {
      ...guard,
      schema: {
        body: autocompleteBodySchema,
        response: { 200: entertainmentAutocompleteResponseSchema },
      },
    },
    async (req) => entertainmentOptions(deps, req.body.filter.name),
  );

  // ---- flights ----
  r.post(
    '/api/flight',
    {
      ...guard,
      schema: {
        body: flightSearchRequestSchema,
        response: { 200: flightSearchResponseSchema, ...noContent },
      },
    },
    async (req, reply) => {
      const result = await searchFlights(deps, req.body, searcherOf(req));
      return sendReply(req, reply, result);
    },
  );
  r.get(
    '/api/flight/airline-fare/:cia/:farecode',
    { ...guard, schema: { params: airlineFareParamsSchema, response: { 200: airlineFareSchema } } },
    async (req, reply) => {
      const fare = await airlineFare(deps, req.params.cia, req.params.farecode);
      if (!fare) throw new SupplierNotFoundError('flight', 'Tarifa não encontrada');
      return reply.send(fare);
    },
  );

  // ---- hotels ----
  r.post(
    '/api/hotel/available',
    {
      ...guard,
      schema: {
        body: hotelSearchRequestSchema,
        response: { 200: hotelSearchResponseSchema, ...noContent },
      },
    },
    async (req, reply) => {
      const result = await searchHotels(deps, req.body, searcherOf(req));
      return sendReply(req, reply, result);
    },
  );
  r.get(
    '/api/hotel/details/:hotelCode',
    {
      ...guard,
      schema: { params: hotelDetailsParamsSchema, response: { 200: hotelDetailsResponseSchema } },
    },
    async (req, reply) => {
      const details = await hotelDetails(deps, req.params.hotelCode);
      if (!details) throw new SupplierNotFoundError('hotel', 'Hotel não encontrado');
      return reply.send(details);
    },
  );

  // ---- cars ----
  r.post(
    '/api/car',
    {
      ...guard,
      schema: {
        body: carSearchRequestSchema,
        response: { 200: carSearchResponseSchema, ...noContent },
      },
    },
    async (req, reply) => {
      const result = await searchCars(deps, req.body);
      return sendReply(req, reply, result);
    },
  );

  // ---- buses ----
  r.post(
    '/api/services/bus/search',
    {
      ...guard,
      schema: {
        body: busSearchRequestSchema,
        response: { 200: busSearchResponseSchema, ...noContent },
      },
    },
    async (req, reply) => {
      const result = await searchBuses(deps, req.body);
      return sendReply(req, reply, result);
    },
  );
  r.post(
    '/api/services/bus/rate-check',
    {
      ...guard,
      schema: { body: busRateCheckRequestSchema, response: { 200: busRateCheckResponseSchema } },
    },
    async (req) => busRateCheck(deps, req.body),
  );

  // ---- experiences ----
  r.get(
    '/api/experience',
    {
      ...guard,
      schema: {
        querystring: experienceSearchQuerySchema,
        response: { 200: experienceSearchResponseSchema, ...noContent },
      },
    },
    async (req, reply) => {
      const result = await searchExperiences(deps, req.query);
      return sendReply(req, reply, result);
    },
  );

  // ---- entertainment ----
  r.post(
    '/api/services/entertainment/search',
    {
      ...guard,
      schema: {
        body: entertainmentSearchRequestSchema,
        response: { 200: entertainmentSearchResponseSchema },
      },
    },
    async (req) => searchEntertainment(deps, req.body),
  );
  r.post(
    '/api/services/entertainment/availability',
    {
      ...guard,
      schema: {
        body: entertainmentAvailabilityRequestSchema,
        response: { 200: entertainmentAvailabilityResponseSchema },
      },
    },
    async (req) => entertainmentAvailability(deps, req.body),
  );
}
