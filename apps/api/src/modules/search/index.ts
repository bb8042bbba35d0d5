import type { FastifyInstance } from 'fastify';
import type { SearchDeps } from './deps';
import { registerSearchRoutes, type SearchAccess } from './routes';

export type { SearchAccess } from './routes';
export {
  createSearchDeps,
  MemorySearchRecorder,
  type SearchDeps,
  type SearchDepsOptions,
  type SearchRecord,
  type SearchRecorder,
} from './deps';

/** A search plugin over the given dependencies (tests, other supplier modes), open to `access`. */
export function buildSearchRoutes(deps: SearchDeps, access: SearchAccess) {
  return async function searchPlugin(app: FastifyInstance): Promise<void> {
    registerSearchRoutes(app, deps, access);
  };
}
