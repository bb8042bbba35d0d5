import { z } from 'zod';
import { busRouteSchema, type BusRoute } from '@portal/domain/buses';
import { sessionKeys } from './keys';
import { readSession, writeSession } from './storage';

/** The chosen departure (and return) for every passenger of the search. */
export interface SelectedBus {
  going: BusRoute;
  back: BusRoute | null;
  passengers: number;
}

const selectedBusSchema = z.object({
  going: busRouteSchema,
  back: busRouteSchema.nullable(),
  passengers: z.number().int().min(1).max(9),
}) satisfies z.ZodType<SelectedBus, unknown>;

export const writeSelectedBus = (selected: SelectedBus): void =>
  writeSession(sessionKeys.selectedBus, selected);

export function readSelectedBus(): SelectedBus | null {
  const parsed = selectedBusSchema.safeParse(readSession(sessionKeys.selectedBus));
  return parsed.success ? parsed.data : null;
}
