import {
  experienceSearchResponseSchema,
  type ExperienceSearchQuery,
} from '@portal/domain/activities';
import { municipalityByIbge } from '@portal/reference-data';
import { SearchInputError } from '../../suppliers';
import { cachedReply, type SearchDeps, type SerializedReply } from './deps';
import { toExperience } from './mappers';
import { assertFutureDate, assertOrder } from './validation';

/** GET /api/experience: null means none (204). */
export async function searchExperiences(
  deps: SearchDeps,
  q: ExperienceSearchQuery,
): Promise<SerializedReply> {
  if (!deps.suppliers.experience.answersUnlistedPlace(q.cityId) && !municipalityByIbge(q.cityId))
    throw new SearchInputError(`Cidade desconhecida: ${q.cityId}`, {
      cityId: 'Cidade desconhecida',
    });
  assertFutureDate('startDate', q.startDate, deps.now(), 'Data');
  if (q.endDate)
    assertOrder('endDate', q.startDate, q.endDate, 'A data final não pode ser antes da inicial');
  return cachedReply(deps, 'experience', q, experienceSearchResponseSchema, async (signal) => {
    const list = await deps.suppliers.experience.search(q, signal);
    return list.length ? list.map(toExperience) : null;
  });
}
