import type { AirportRef } from '@portal/domain/flights';
import type { FlySearchDraft } from './flySearchDraft';

const isText = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 9;

function isAirportRef(value: unknown): value is AirportRef {
  if (typeof value !== 'object' || value === null) return false;
  const ref = value as Record<string, unknown>;
  return (
    isText(ref.iata) &&
    ref.iata.length >= 3 &&
    ['airportName', 'description', 'countryName', 'countryIso', 'cityName', 'stateName'].every(
      (key) => isText(ref[key]),
    )
  );
}

function isSearchDates(value: unknown): value is FlySearchDraft['datas'] {
  if (typeof value !== 'object' || value === null) return false;
  const dates = value as Record<string, unknown>;
  return (
    ['dataIda', 'abreviada', 'diaSemanaIda', 'startDate'].every((key) => isText(dates[key])) &&
    ['dataVolta', 'diaSemanaVolta', 'endDate'].every(
      (key) => dates[key] === null || isText(dates[key]),
    )
  );
}

/**
 * Whether a stored flySearch is usable; bad or foreign values read as absent. The one rule of a
 * stored flight search (flySearch.schema.ts wraps it for zod), checked without zod: the home and
 * the results read it before their first paint, and zod would then be in their first load.
 */
export function isFlySearch(value: unknown): value is FlySearchDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    (draft.origem === null || isAirportRef(draft.origem)) &&
    (draft.destino === null || isAirportRef(draft.destino)) &&
    isSearchDates(draft.datas) &&
    isCount(draft.adultos) &&
    isCount(draft.criancas) &&
    isCount(draft.bebes) &&
    typeof draft.idavolta === 'boolean' &&
    typeof draft.tarifasBagagem === 'boolean' &&
    typeof draft.apenasVoosDiretos === 'boolean'
  );
}
