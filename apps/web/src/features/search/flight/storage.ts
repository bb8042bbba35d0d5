import { z } from 'zod';
import type { AirportOption } from '@portal/domain';
import { buildDates, type AirportRef, type FlySearchDraft } from '../../../shared/search/drafts';
import { sessionKeys } from '../../../shared/storage/keys';
import { readSession, writeSession } from '../../../shared/storage/storage';
import { parseApiDate } from '../../../shared/format';

const airportRefSchema = z.object({
  iata: z.string().min(3),
  airportName: z.string(),
  description: z.string(),
  countryName: z.string(),
  countryIso: z.string(),
  cityName: z.string(),
  stateName: z.string(),
});

/** flySearch of spec 1 §3 as read back (bad or foreign values read as absent). */
export const flySearchSchema = z.object({
  origem: airportRefSchema.nullable(),
  destino: airportRefSchema.nullable(),
  datas: z.object({
    dataIda: z.string(),
    dataVolta: z.string().nullable(),
    abreviada: z.string(),
    diaSemanaIda: z.string(),
    diaSemanaVolta: z.string().nullable(),
    startDate: z.string(),
    endDate: z.string().nullable(),
  }),
  adultos: z.number().int().min(0).max(9),
  criancas: z.number().int().min(0).max(9),
  bebes: z.number().int().min(0).max(9),
  idavolta: z.boolean(),
  tarifasBagagem: z.boolean(),
  apenasVoosDiretos: z.boolean(),
}) satisfies z.ZodType<FlySearchDraft>;

export function readFlySearch(): FlySearchDraft | null {
  const parsed = flySearchSchema.safeParse(readSession(sessionKeys.flySearch));
  return parsed.success ? parsed.data : null;
}

export function airportRef(option: AirportOption): AirportRef {
  return {
    iata: option.iata,
    airportName: option.airportName,
    description: option.description,
    countryName: option.countryName,
    countryIso: option.countryIso,
    cityName: option.cityName,
    stateName: option.stateName ?? '',
  };
}

export interface FlightFormValues {
  origin: AirportRef | null;
  destination: AirportRef | null;
  roundTrip: boolean;
  start: Date | null;
  end: Date | null;
  adults: number;
  children: number;
  infants: number;
  baggage: boolean;
  directOnly: boolean;
}

export function toDraft(values: FlightFormValues & { start: Date }): FlySearchDraft {
  return {
    origem: values.origin,
    destino: values.destination,
    datas: buildDates(values.start, values.roundTrip ? values.end : null),
    adultos: values.adults,
    criancas: values.children,
    bebes: values.infants,
    idavolta: values.roundTrip,
    tarifasBagagem: values.baggage,
    apenasVoosDiretos: values.directOnly,
  };
}

/** Stores the search under flySearch and marks 'Aéreo' as the current search (spec 1 §2). */
export function storeFlySearch(draft: FlySearchDraft): void {
  writeSession(sessionKeys.flySearch, draft);
  writeSession(sessionKeys.buscaAtual, 'Aéreo');
}

export function draftDates(draft: FlySearchDraft): { start: Date | null; end: Date | null } {
  return {
    start: parseApiDate(draft.datas.startDate),
    end: draft.datas.endDate ? parseApiDate(draft.datas.endDate) : null,
  };
}
