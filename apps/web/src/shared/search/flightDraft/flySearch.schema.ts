import { z } from 'zod';
import type { FlySearchDraft } from './flySearchDraft';
import { isFlySearch } from './storedFlySearch';

/**
 * flySearch as a zod schema, for pages that load zod anyway (the checkout's stored selection).
 * Its one rule is `isFlySearch`, written without zod: the home, the flight results and the
 * start-up script in index.html read the stored search before their first paint, and zod's
 * smallest build (zod/mini) would add about 4 KB of brotli to each of those first loads.
 */
export const flySearchSchema = z.custom<FlySearchDraft>(isFlySearch);
