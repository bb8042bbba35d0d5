import { entertainmentPlaceSchema, type EntertainmentPlace } from '@portal/domain/activities';
import { sessionKeys } from './keys';
import { readSession, writeSession } from './storage';
import { writeSearchType } from './searchType';

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
