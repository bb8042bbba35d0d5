import type { SearchType } from '@portal/domain/products';
import { sessionKeys } from './keys';
import { writeSession } from './storage';

/**
 * Marks the product of the search in progress (buscaAtual): results and checkout follow it.
 * Apart from its read (`readSearchType`), so the home's forms that write it do not load zod.
 */
export const writeSearchType = (type: SearchType): void =>
  writeSession(sessionKeys.buscaAtual, type);
