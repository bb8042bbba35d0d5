import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  currencyCodeSchema,
  exchangeRateInputSchema,
  exchangeRateSchema,
} from '@portal/domain/exchangeRates';
import { flightMarkupSchema } from '@portal/domain/pricing';
import { int4IdTextSchema } from '@portal/domain/lib';
import { consoleAccess, currentOperator } from '../../plugins/operatorGuard';
import type { FlightMarkupsService } from './markup';
import type { ExchangeRatesService } from './service';

const params = z.object({ currency: currencyCodeSchema });

/**
 * The money settings of real flights in the console: the programme's exchange rates and each
 * campaign's flight markup. Every operator reads them, admins change them.
 */
export async function exchangeRateConsoleRoutes(
  app: FastifyInstance,
  options: { exchangeRates: ExchangeRatesService; flightMarkups: FlightMarkupsService },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const access = consoleAccess(app);
  route.get(
    '/api/console/exchange-rates',
    access.operator({ response: { 200: z.array(exchangeRateSchema) } }),
    async () => options.exchangeRates.list(),
  );
  route.put(
    '/api/console/exchange-rates/:currency',
    access.admin({
      params,
      body: exchangeRateInputSchema,
      response: { 200: exchangeRateSchema },
    }),
    async (request) =>
      options.exchangeRates.save(currentOperator(request), request.params.currency, request.body),
  );
  route.delete(
    '/api/console/exchange-rates/:currency',
    access.admin({
      params,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await options.exchangeRates.remove(currentOperator(request), request.params.currency);
      return reply.code(204).send(null);
    },
  );
  const campaignParams = z.object({ campaignId: int4IdTextSchema });
  route.get(
    '/api/console/campaigns/:campaignId/flight-markup',
    access.operator({ params: campaignParams, response: { 200: flightMarkupSchema } }),
    async (request) => options.flightMarkups.of(request.params.campaignId),
  );
  route.put(
    '/api/console/campaigns/:campaignId/flight-markup',
    access.admin({
      params: campaignParams,
      body: flightMarkupSchema,
      response: { 200: flightMarkupSchema },
    }),
    async (request) =>
      options.flightMarkups.save(currentOperator(request), request.params.campaignId, request.body),
  );
}
