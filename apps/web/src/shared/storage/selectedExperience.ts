import { z } from 'zod';
import { experienceDateSchema, experienceSchema } from '@portal/domain/activities';
import { MAX_TRAVELLERS } from '@portal/domain/search';
import { sessionKeys } from './keys';
import { readSession, writeSession } from './storage';

/** The experience opened from the results, the group searched and, once chosen, its date. */
export const selectedExperienceSchema = z.object({
  experience: experienceSchema,
  adults: z.number().int().min(1).max(MAX_TRAVELLERS),
  childs: z.number().int().min(0).max(MAX_TRAVELLERS),
  slot: experienceDateSchema.nullable(),
});
export type SelectedExperience = z.infer<typeof selectedExperienceSchema>;

export function writeSelectedExperience(selected: SelectedExperience): void {
  writeSession(sessionKeys.selectedExperience, selected);
}

export function readSelectedExperience(): SelectedExperience | null {
  const parsed = selectedExperienceSchema.safeParse(readSession(sessionKeys.selectedExperience));
  return parsed.success ? parsed.data : null;
}
