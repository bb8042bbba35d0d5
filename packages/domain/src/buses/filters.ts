import type { BusRoute } from './schema';
import type { FilterOption } from '../cars/filters';

export interface BusFilters {
  /** station ids ticked in 'Rodoviárias' (departure or arrival); none ticked shows every station */
  stations: string[];
  /** classes ticked in 'Classes' */
  classes: string[];
  /** companies ticked in 'Viações' */
  companies: string[];
  /** 'Ida e Volta na mesma rodoviária': the return leaves from the station the outbound reaches and ends where it began */
  sameStation: boolean;
}

export const defaultBusFilters = (): BusFilters => ({
  stations: [],
  classes: [],
  companies: [],
  sameStation: false,
});

function options(values: Array<{ value: string; label: string }>): FilterOption[] {
  const out = new Map<string, FilterOption>();
  for (const { value, label } of values) {
    const option = out.get(value);
    if (option) option.count += 1;
    else out.set(value, { value, label, count: 1 });
  }
  return [...out.values()].sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
}

export interface BusFilterOptions {
  stations: FilterOption[];
  classes: FilterOption[];
  companies: FilterOption[];
}

/** The filter lists of every route of both legs, each with its count of departures. */
export function busFilterOptions(routes: readonly BusRoute[]): BusFilterOptions {
  return {
    stations: options(
      routes.flatMap((r) => [r.origin, r.destination]).map((p) => ({ value: p.id, label: p.name })),
    ),
    classes: options(routes.map((r) => ({ value: r.classType, label: r.classType }))),
    companies: options(routes.map((r) => ({ value: r.company.name, label: r.company.name }))),
  };
}

function matches(route: BusRoute, filters: BusFilters): boolean {
  if (
    filters.stations.length &&
    !filters.stations.includes(route.origin.id) &&
    !filters.stations.includes(route.destination.id)
  )
    return false;
  if (filters.classes.length && !filters.classes.includes(route.classType)) return false;
  return !filters.companies.length || filters.companies.includes(route.company.name);
}

/**
 * The routes of each leg that pass the filters; with 'same station' on and an outbound chosen,
 * only returns between the outbound's own two stations remain.
 */
export function filterBusLegs(
  legs: { going: readonly BusRoute[]; returning: readonly BusRoute[] },
  filters: BusFilters,
  chosenGoing: BusRoute | null,
): { going: BusRoute[]; returning: BusRoute[] } {
  const going = legs.going.filter((r) => matches(r, filters));
  const returning = legs.returning.filter(
    (r) =>
      matches(r, filters) &&
      (!filters.sameStation ||
        !chosenGoing ||
        (r.origin.id === chosenGoing.destination.id && r.destination.id === chosenGoing.origin.id)),
  );
  return { going, returning };
}

export interface BusChoice {
  going: BusRoute | null;
  back: BusRoute | null;
}

/**
 * The legs the filters show and the choice they leave standing: a departure the filters hide is
 * dropped, and so is a return hidden by the filters or by the outbound ('same station').
 */
export function filterBusChoice(
  legs: { going: readonly BusRoute[]; returning: readonly BusRoute[] },
  filters: BusFilters,
  choice: BusChoice,
): { legs: { going: BusRoute[]; returning: BusRoute[] }; choice: BusChoice } {
  const shown = (routes: readonly BusRoute[], route: BusRoute | null) =>
    route && routes.some((r) => r.key === route.key) ? route : null;
  const going = shown(
    legs.going.filter((r) => matches(r, filters)),
    choice.going,
  );
  const visible = filterBusLegs(legs, filters, going);
  return { legs: visible, choice: { going, back: shown(visible.returning, choice.back) } };
}
