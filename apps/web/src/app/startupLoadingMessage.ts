import type { SearchType } from '@portal/domain/products';
import { sharedMessages } from '../shared/messages';
import { paths } from '../shared/routes';
import { sessionKeys } from '../shared/storage/keys';
import { readSession } from '../shared/storage/storage';

/**
 * Products whose results wait says `sharedMessages.searching` (hotels and buses have words of their
 * own). Named by their search types, checked against the products table by type only: the entry
 * chunk runs this, and importing the table itself would load the signed shell's chunk, where the
 * table lives, on every first page (the sign-in page too).
 */
const searchingProducts: readonly unknown[] = [
  'Aéreo',
  'Carro',
  'Experiencias',
  'Entretenimento',
] satisfies readonly SearchType[];

/**
 * What the start-up screen says while the first page's code loads: on the results address the
 * member is already waiting for the search (`main.tsx` starts it at once), so it says so in the
 * words the results page will keep showing, instead of a generic wait that then changes.
 */
export function startupLoadingMessage(): string | undefined {
  if (window.location.pathname !== paths.results) return undefined;
  return searchingProducts.includes(readSession(sessionKeys.buscaAtual))
    ? sharedMessages.searching
    : undefined;
}
