import { z } from 'zod';
import {
  carOfferSchema,
  carSearchRequestSchema,
  type CarOffer,
  type CarSearchRequest,
} from '@portal/domain/cars';
import { sessionKeys } from './keys';
import { readSession, writeSession } from './storage';

/** The chosen car and the search it came from (the booking re-runs it to recheck the price). */
export interface SelectedCar {
  offer: CarOffer;
  search: CarSearchRequest;
}

const selectedCarSchema = z.object({
  offer: carOfferSchema,
  search: carSearchRequestSchema,
}) satisfies z.ZodType<SelectedCar, unknown>;

export const writeSelectedCar = (selected: SelectedCar): void =>
  writeSession(sessionKeys.selectedCar, selected);

export function readSelectedCar(): SelectedCar | null {
  const parsed = selectedCarSchema.safeParse(readSession(sessionKeys.selectedCar));
  return parsed.success ? parsed.data : null;
}
