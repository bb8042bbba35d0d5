import { z } from 'zod';
import {
  activitySchema,
  availabilityResultSchema,
  entertainmentPlaceSchema,
  type Activity,
  type EntertainmentPlace,
} from '@portal/domain/activities';
import { sessionKeys } from './keys';
import { readSession, writeSession } from './storage';

/** What the entertainment detail page chose: the availability, people per band, time and return date. */
export const activityChoiceSchema = z.object({
  availability: availabilityResultSchema,
  counts: z.record(z.string(), z.number().int().min(0)),
  startingTime: z.string().nullable(),
  returnDate: z.string().nullable(),
});
export type ActivityChoice = z.infer<typeof activityChoiceSchema>;

/** The stored entertainment selection: the place searched, the activity opened and, once chosen, its date. */
export const selectedEntertainmentSchema = entertainmentPlaceSchema.extend({
  activity: activitySchema,
  choice: activityChoiceSchema.nullable(),
});
export type SelectedEntertainment = z.infer<typeof selectedEntertainmentSchema>;

export function writeOpenedActivity(place: EntertainmentPlace, activity: Activity): void {
  writeSession(sessionKeys.selectedEntertainment, {
    ...place,
    activity,
    choice: null,
  } satisfies SelectedEntertainment);
}

export function writeActivityChoice(selected: SelectedEntertainment, choice: ActivityChoice): void {
  writeSession(sessionKeys.selectedEntertainment, {
    ...selected,
    choice,
  } satisfies SelectedEntertainment);
}

export function readSelectedEntertainment(): SelectedEntertainment | null {
  const parsed = selectedEntertainmentSchema.safeParse(
    readSession(sessionKeys.selectedEntertainment),
  );
  return parsed.success ? parsed.data : null;
}
