import { z } from 'zod';
import { MAX_TRAVELLERS } from '@portal/domain/search';
import type { ExperienceSearchDraft } from '../search/drafts';
import { buildDates } from '../search/searchDates';
import { sessionKeys } from './keys';
import { searchDatesSchema } from './searchDates.schema';
import { readSession, writeSession } from './storage';
import { writeSearchType } from './searchType';

/** The stored experience search; drafts made from a home card carry no counts and mean 1 adult. */
export const experienceDraftSchema = z.object({
  cidade: z.object({ id: z.string(), cityName: z.string(), stateName: z.string() }).nullable(),
  datas: searchDatesSchema,
  adultos: z.number().int().min(1).max(MAX_TRAVELLERS).default(1),
  criancas: z.number().int().min(0).max(MAX_TRAVELLERS).default(0),
});
export type ExperienceDraft = z.infer<typeof experienceDraftSchema> & ExperienceSearchDraft;

export function readExperienceDraft(): ExperienceDraft | null {
  const parsed = experienceDraftSchema.safeParse(readSession(sessionKeys.experienceSearch));
  return parsed.success ? parsed.data : null;
}

export function buildExperienceDraft(
  cidade: NonNullable<ExperienceDraft['cidade']>,
  from: Date,
  to: Date,
  adultos: number,
  criancas: number,
): ExperienceDraft {
  return { cidade, datas: buildDates(from, to), adultos, criancas };
}

/** Stores the search and marks Experiencias as the current search type. */
export function saveExperienceSearch(draft: ExperienceDraft): void {
  writeSession(sessionKeys.experienceSearch, draft);
  writeSearchType('Experiencias');
}
