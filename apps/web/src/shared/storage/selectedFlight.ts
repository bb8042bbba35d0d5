import type { z } from 'zod';
import { sessionKeys } from './keys';
import { selectedFlightSchema } from './selectedFlight.schema';
import { readSession, writeSession } from './storage';

export type SelectedFlight = z.infer<typeof selectedFlightSchema>;

export function storeSelectedFlight(selected: SelectedFlight): void {
  writeSession(sessionKeys.selectedFlight, selected);
}

export function readSelectedFlight(): SelectedFlight | null {
  const parsed = selectedFlightSchema.safeParse(readSession(sessionKeys.selectedFlight));
  return parsed.success ? parsed.data : null;
}
