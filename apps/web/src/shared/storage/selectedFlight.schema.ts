import { z } from 'zod';
import { flightRecommendationSchema, flightSegmentOptionSchema } from '@portal/domain/flights';
import { flySearchSchema } from '../search/flightDraft/flySearch.schema';

/** What 'Selecionar' stores under selectedFlight for the checkout. */
export const selectedFlightSchema = z.object({
  recommendation: flightRecommendationSchema,
  ida: flightSegmentOptionSchema,
  volta: flightSegmentOptionSchema.nullable(),
  goingSegmentId: z.string(),
  returnSegmentId: z.string().nullable(),
  search: flySearchSchema,
});
