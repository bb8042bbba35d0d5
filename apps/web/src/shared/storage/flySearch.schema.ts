import { z } from 'zod';
import type { FlySearchDraft } from '../search/drafts';
import { isFlySearch } from './storedFlySearch';

/**
 * flySearch as a zod schema (the same rule as readFlySearch). A module of its own without side
 * effects, so pages that only read the stored search do not load zod.
 */
export const flySearchSchema = z.custom<FlySearchDraft>(isFlySearch);
