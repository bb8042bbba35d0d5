import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import {
  buildSearchRoutes,
  createSearchDeps,
  type SearchDeps,
  type SearchDepsOptions,
} from '../../src/modules/search';
import { errorHandler } from '../../src/plugins/errorHandler';
import { createSandboxSuppliers } from '../../src/suppliers';
import type { VersionedExperienceSupplier } from '../../src/modules/search/deps';

/** Fixed clock for every search test: 1 Dec 2026, 12:00 in São Paulo. */
export const NOW = Date.parse('2026-12-01T15:00:00Z');

export interface TestApp {
  app: FastifyInstance;
  deps: SearchDeps;
}

/** Experiences live in the database; search tests without one must not reach them. */
export const noExperiences: VersionedExperienceSupplier = {
  version: 0,
  answersUnlistedPlace: () => false,
  search: () => Promise.reject(new Error('no experience database in this test')),
  hold: () => Promise.reject(new Error('no experience database in this test')),
  issue: () => Promise.reject(new Error('no experience database in this test')),
  cancel: () => Promise.reject(new Error('no experience database in this test')),
};

export async function buildApp(options: Partial<SearchDepsOptions> = {}): Promise<TestApp> {
  const now = options.now ?? (() => NOW);
  const deps = createSearchDeps({
    experience: noExperiences,
    suppliers:
      options.suppliers ??
      createSandboxSuppliers({ inventoryFile: options.inventoryFile ?? null, now }),
    timeoutMs: 300,
    ...options,
    now,
  });
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandler);
  // The searches on their own: no members here, so open to anyone.
  await app.register(buildSearchRoutes(deps, { authenticate: null }));
  await app.ready();
  return { app, deps };
}

export function flightBody(
  origin: string,
  destination: string,
  outbound: string,
  back?: string,
  extra: Record<string, unknown> = {},
) {
  const segments = [
    { departureAirport: origin, arrivelAirport: destination, departureDate: outbound },
  ];
  if (back)
    segments.push({ departureAirport: destination, arrivelAirport: origin, departureDate: back });
  return {
    qtAdult: 1,
    qtChild: 0,
    qtBaby: 0,
    directFlight: false,
    luggage: false,
    flightSegments: segments,
    ...extra,
  };
}
