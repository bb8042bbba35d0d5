import { isSearchType, type SearchType } from '@portal/domain/products';
import { sessionKeys } from './keys';
import { readSession } from './storage';

/**
 * The product of the search in progress (buscaAtual), or null when none is stored. Checked by
 * hand: every results page reads it before its first paint, and a zod enum would bring zod there.
 */
export function readSearchType(): SearchType | null {
  const stored = readSession(sessionKeys.buscaAtual);
  return isSearchType(stored) ? stored : null;
}
