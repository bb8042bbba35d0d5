import type { SearchType } from '@portal/domain';
import { sessionKeys } from './keys';
import { searchTypeSchema } from './searchType.schema';
import { readSession, writeSession } from './storage';

/** Marks the product of the search in progress (buscaAtual): results and checkout follow it. */
export const writeSearchType = (type: SearchType): void =>
  writeSession(sessionKeys.buscaAtual, type);

export function readSearchType(): SearchType | null {
  const parsed = searchTypeSchema.safeParse(readSession(sessionKeys.buscaAtual));
  return parsed.success ? parsed.data : null;
}
