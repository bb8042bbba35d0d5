import { z } from 'zod';
import { sessionKeys } from './keys';
import { readSession, writeSession } from './storage';
import { writeSearchType } from './searchType';

/** The place chosen in the entertainment search (the activity, once opened, is stored with it). */
export const entertainmentPlaceSchema = z.object({
  cityName: z.string(),
  locationId: z.string(),
  /** When an activity was picked in the search box, the results open with it first. */
  activityId: z.string().nullable(),
});
export type EntertainmentPlace = z.infer<typeof entertainmentPlaceSchema>;

export function readEntertainmentPlace(): EntertainmentPlace | null {
  const parsed = entertainmentPlaceSchema.safeParse(readSession(sessionKeys.selectedEntertainment));
  return parsed.success
    ? {
        cityName: parsed.data.cityName,
        locationId: parsed.data.locationId,
        activityId: parsed.data.activityId,
      }
    : null;
}

/** Stores the chosen place and marks Entretenimento as the current search type. */
export function saveEntertainmentPlace(place: EntertainmentPlace): void {
  writeSession(sessionKeys.selectedEntertainment, place);
  writeSearchType('Entretenimento');
}
