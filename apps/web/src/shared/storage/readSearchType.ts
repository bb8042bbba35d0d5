import type { SearchType } from '@portal/domain';
import { sessionKeys } from './keys';
import { searchTypeSchema } from './searchType.schema';
import { readSession } from './storage';

/** The product of the search in progress (buscaAtual), or null when none is stored. */
export function readSearchType(): SearchType | null {
  const parsed = searchTypeSchema.safeParse(readSession(sessionKeys.buscaAtual));
  return parsed.success ? parsed.data : null;
}
