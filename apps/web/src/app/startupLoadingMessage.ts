import { productBySearchType, type Product } from '@portal/domain/products';
import { sharedMessages } from '../shared/messages';
import { paths } from '../shared/routes';
import { sessionKeys } from '../shared/storage/keys';
import { readSession } from '../shared/storage/storage';

/** Products whose results wait has words of its own; the others' says `sharedMessages.searching`. */
const ownWaitWords: readonly Product[] = ['hotel', 'bus'];

/**
 * What the start-up screen says while the first page's code loads: on the results address the
 * member is already waiting for the search (`main.tsx` starts it at once), so it says so in the
 * words the results page will keep showing, instead of a generic wait that then changes.
 */
export function startupLoadingMessage(): string | undefined {
  if (window.location.pathname !== paths.results) return undefined;
  const current = productBySearchType(readSession(sessionKeys.buscaAtual));
  return current && !ownWaitWords.includes(current.code) ? sharedMessages.searching : undefined;
}
