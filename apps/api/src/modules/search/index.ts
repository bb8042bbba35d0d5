import type { FastifyInstance } from 'fastify';
import type { SearchDeps } from './deps';
import { registerSearchRoutes } from './routes';

export {
  createSearchDeps,
  MemorySearchRecorder,
  type SearchDeps,
  type SearchDepsOptions,
  type SearchRecord,
  type SearchRecorder,
} from './deps';

/** A search plugin over the given dependencies (tests, other supplier modes). */
export function buildSearchRoutes(deps: SearchDeps) {
  return async function searchPlugin(app: FastifyInstance): Promise<void> {
    registerSearchRoutes(app, deps);
  };
}
