import type { Activity, ActivityType, AvailabilityResult } from './entertainmentSchema';
import { MAX_TRAVELLERS } from '../search/limits';
import { countOf } from '../lib/text';
import { brlToCents, centsToBrl } from '../money/cents';

/** Texts of the entertainment results and detail pages, verbatim. */
export const entertainmentMessages = {
  noDate: 'Por favor, selecione uma data antes de verificar a disponibilidade.',
  unavailableDay: 'Dia indisponível, por favor selecione um dos dias destacados no calendário.',
  invalidDate: 'Data inválida, por favor selecione uma data válida.',
  noPassenger: 'Por favor, selecione pelo menos um tipo de passageiro.',
  noAvailability:
    'Infelizmente não encontramos uma disponibilidade para a data selecionada nesse momento, busque outras datas ou tente novamente mais tarde.',
  noStartingTime: 'Por favor, selecione um horário antes de prosseguir para o checkout.',
  noReturnDate: 'Por favor, selecione uma data de retorno.',
  noActivity: 'Nenhuma atividade encontrada',
  freeCancellation: 'Cancelamento grátis',
  freeUntil: (days: number) => `Grátis até ${countOf(days, 'dia', 'dias')} antes`,
  noFreeCancellation: 'Não reembolsável',
  passengerLimit: (max: number) => `Este transfer comporta até ${max} passageiros.`,
  tooManyPassengers: `Máximo de ${MAX_TRAVELLERS} passageiros`,
} as const;

/** A supplier's passenger band as members read it: suppliers write 'Crianca' without its cedilla. */
export const passengerBandLabel = (name: string): string => (name === 'Crianca' ? 'Criança' : name);

/** Title and description of a result card are cut at this many characters. */
export const ACTIVITY_CARD_TEXT_MAX = 100;
/** The detail page cuts the activity's name and description at these lengths. */
export const ACTIVITY_NAME_MAX = 150;
export const ACTIVITY_DESCRIPTION_MAX = 500;

/** Week days as the activities number them: 0 is Sunday. */
export const weekdayNames = [
  'Domingo',
  'Segunda',
  'Terça',
  'Quarta',
  'Quinta',
  'Sexta',
  'Sábado',
] as const;

/** The day numbers of an activity's semicolon-separated weekDaysList ('1;3;5'), sorted, without repeats. */
export function activityWeekdays(weekDaysList: string): number[] {
  const days = weekDaysList
    .split(';')
    .map((part) => part.trim())
    .filter((part) => /^[0-6]$/.test(part))
    .map(Number);
  return [...new Set(days)].sort((a, b) => a - b);
}

/** The text cut at `max` characters with an ellipsis, or as it is when short enough. */
export function cutText(
  text: string,
  max = ACTIVITY_CARD_TEXT_MAX,
): { text: string; cut: boolean } {
  const trimmed = text.trim();
  if (trimmed.length <= max) return { text: trimmed, cut: false };
  return { text: `${trimmed.slice(0, max).trimEnd()}...`, cut: true };
}

/** Rounds to an integer with halves going down (2.5 → 2, 2.51 → 3). */
export function roundHalfDown(value: number): number {
  return Math.ceil(value - 0.5);
}

/**
 * The portal's price of a supplier amount of an activity (centavos): whole reais, halves going
 * down (R$ 89,90 → R$ 90; R$ 89,50 → R$ 89). It is what the member is shown and what is charged.
 */
export function activityPriceCents(supplierCents: number): number {
  // From whole centavos a half (xx,50) is exact in binary, so it always goes down.
  const reais = roundHalfDown(centsToBrl(supplierCents));
  return reais > 0 ? brlToCents(reais) : 0;
}

/** The price of an availability: each passenger band priced as above, then added up (centavos). */
export const activityTotalCents = (bandSupplierCents: readonly number[]): number =>
  bandSupplierCents.reduce((sum, cents) => sum + activityPriceCents(cents), 0);

/** The supplier amount of a passenger band of an availability reply (reais), in centavos. */
export const availabilityBandCents = (
  band: AvailabilityResult['passengersCalculatedRate'][number],
): number => brlToCents(band.price.priceTotalOriginal);

/** The portal's price of an availability reply: what the detail page shows and the checkout charges. */
export const availabilityTotalCents = (
  result: Pick<AvailabilityResult, 'passengersCalculatedRate'>,
): number => activityTotalCents(result.passengersCalculatedRate.map(availabilityBandCents));

export interface EntertainmentFilters {
  /** Only the promotional combos when on. */
  promotionalCombo: boolean;
  /** Location names; any of them matches. Empty means every location. */
  locations: string[];
  categories: ActivityType[];
  /** Day numbers (0 Sunday); an activity offered on any of them matches. */
  weekdays: number[];
}

export const emptyEntertainmentFilters: EntertainmentFilters = {
  promotionalCombo: false,
  locations: [],
  categories: [],
  weekdays: [],
};

type FilterableActivity = Pick<Activity, 'promotionalCombo' | 'location' | 'type' | 'weekDaysList'>;

/** Every group must match; within a group any chosen value matches; an empty group matches all. */
export function matchesEntertainmentFilters(
  activity: FilterableActivity,
  filters: EntertainmentFilters,
): boolean {
  if (filters.promotionalCombo && !activity.promotionalCombo) return false;
  if (filters.locations.length > 0 && !filters.locations.includes(activity.location)) return false;
  if (filters.categories.length > 0 && !filters.categories.includes(activity.type)) return false;
  if (filters.weekdays.length > 0) {
    const days = activityWeekdays(activity.weekDaysList);
    if (!filters.weekdays.some((day) => days.includes(day))) return false;
  }
  return true;
}

export function filterActivities<T extends FilterableActivity>(
  activities: readonly T[],
  filters: EntertainmentFilters,
): T[] {
  return activities.filter((activity) => matchesEntertainmentFilters(activity, filters));
}

/** The categories of activities, in the order the 'Categoria' filter lists them. */
export const activityCategories: readonly ActivityType[] = ['Transfer', 'Ingresso', 'Passeio'];

export interface EntertainmentFilterOptions {
  locations: string[];
  /** Every category, always: one without results is shown with a count of 0. */
  categories: readonly ActivityType[];
  categoryCounts: Record<ActivityType, number>;
  weekdays: number[];
}

/**
 * The values each filter group offers: locations and week days from the results (locations
 * sorted, week days in order), and the three categories with how many results each has.
 */
export function entertainmentFilterOptions(
  activities: readonly FilterableActivity[],
): EntertainmentFilterOptions {
  const locations = [...new Set(activities.map((a) => a.location))].sort((a, b) =>
    a.localeCompare(b, 'pt-BR'),
  );
  const categoryCounts = Object.fromEntries(
    activityCategories.map((type) => [type, activities.filter((a) => a.type === type).length]),
  ) as Record<ActivityType, number>;
  const weekdays = [...new Set(activities.flatMap((a) => activityWeekdays(a.weekDaysList)))].sort(
    (a, b) => a - b,
  );
  return { locations, categories: activityCategories, categoryCounts, weekdays };
}

/** The passenger types an activity prices (name, endAge), youngest band first. */
export function activityPassengerRates(
  activity: Pick<
    Activity,
    'type' | 'ticketPassengerRate' | 'tourPassengerRate' | 'transferPassengerRate'
  >,
): Array<{ name: string; endAge: number }> {
  const rates =
    activity.type === 'Transfer'
      ? activity.transferPassengerRate
      : activity.type === 'Passeio'
        ? activity.tourPassengerRate
        : activity.ticketPassengerRate;
  return [...(rates ?? [])].sort((a, b) => a.endAge - b.endAge);
}

/** Counter start values: one adult (the band named Adulto, else the oldest band), the rest 0. */
export function initialPassengerCounts(
  rates: ReadonlyArray<{ name: string; endAge: number }>,
): Record<number, number> {
  const adult = rates.find((r) => r.name.toLowerCase() === 'adulto') ?? rates.at(-1);
  return Object.fromEntries(rates.map((r) => [r.endAge, r === adult ? 1 : 0]));
}

/** One availability passenger entry {endAge, quantity 1} per person, bands in the rates' order. */
export function availabilityPassengers(
  counts: Readonly<Record<number, number>>,
): Array<{ endAge: number; quantity: 1 }> {
  return Object.entries(counts)
    .map(([endAge, quantity]) => ({
      endAge: Number(endAge),
      quantity: Math.max(0, Math.trunc(quantity)),
    }))
    .sort((a, b) => a.endAge - b.endAge)
    .flatMap(({ endAge, quantity }) =>
      Array.from({ length: quantity }, () => ({ endAge, quantity: 1 as const })),
    );
}

export const passengerTotal = (counts: Readonly<Record<number, number>>): number =>
  Object.values(counts).reduce((sum, n) => sum + Math.max(0, Math.trunc(n)), 0);

/** What limits the people of one booking: the activity type and a transfer's vehicle size (0: none). */
export interface ActivityCapacity {
  type: ActivityType;
  maxNumberPassenger: number | null | undefined;
}

/** The capacity of an activity as the search answers it ('Até N paxs' of a transfer). */
export const activityCapacity = (
  activity: Pick<Activity, 'type' | 'transfer'>,
): ActivityCapacity => ({
  type: activity.type,
  maxNumberPassenger: activity.transfer?.transferType?.maxNumberPassenger ?? 0,
});

/** A transfer with a passenger limit is a vehicle priced per service: its price does not grow with passengers. */
export const isPricedPerService = ({ type, maxNumberPassenger }: ActivityCapacity): boolean =>
  type === 'Transfer' && (maxNumberPassenger ?? 0) > 0;

/** Most people one booking can take: the transfer's limit, never above the portal's group limit. */
export const maxActivityPassengers = (capacity: ActivityCapacity): number =>
  isPricedPerService(capacity)
    ? Math.min(MAX_TRAVELLERS, Math.trunc(capacity.maxNumberPassenger ?? 0))
    : MAX_TRAVELLERS;

/** The limit of people one booking takes, in words. */
export const activityPassengerLimitMessage = (capacity: ActivityCapacity): string => {
  const max = maxActivityPassengers(capacity);
  return max < MAX_TRAVELLERS
    ? entertainmentMessages.passengerLimit(max)
    : entertainmentMessages.tooManyPassengers;
};

/** Why this many people cannot book the activity together, or null when they can. */
export const activityPassengersError = (
  capacity: ActivityCapacity,
  people: number,
): string | null =>
  people > maxActivityPassengers(capacity) ? activityPassengerLimitMessage(capacity) : null;

/**
 * The price of a passenger band: per service for a transfer with a passenger limit, otherwise
 * the band's unit price times the number of people in it (centavos).
 */
export function bandTotalCents(unitCents: number, quantity: number, perService: boolean): number {
  if (quantity <= 0) return 0;
  return perService ? unitCents : unitCents * quantity;
}

/** dd/MM/yyyy → yyyy-MM-dd, or null when it is not a real date. */
export function activityDateToIso(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/**
 * Why an activity date cannot be checked, or null when it can: none chosen, not a date, or not
 * one of the activity's available days (avaiableDates, dd/MM/yyyy).
 */
export function activityDateError(
  date: string | null | undefined,
  availableDates: readonly string[],
): string | null {
  if (!date) return entertainmentMessages.noDate;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(new Date(`${date}T00:00:00Z`).getTime()))
    return entertainmentMessages.invalidDate;
  const available = new Set(
    availableDates.map(activityDateToIso).filter((d): d is string => d !== null),
  );
  return available.has(date) ? null : entertainmentMessages.unavailableDay;
}

/** A return date must be at least one day after the arrival (the service date). */
export function returnDateError(
  serviceDate: string,
  returnDate: string | null | undefined,
): string | null {
  if (!returnDate) return entertainmentMessages.noReturnDate;
  return returnDate > serviceDate ? null : entertainmentMessages.invalidDate;
}

/** 'mala' for one piece of baggage, 'malas' otherwise. */
export const baggageLabel = (count: number): string => (count === 1 ? 'mala' : 'malas');

/** The type of an activity from its id's first digit: 4 Transfer, 5 Ingresso, 6 Passeio. */
export function activityTypeOf(activityId: string): ActivityType | null {
  const types: Record<string, ActivityType> = { '4': 'Transfer', '5': 'Ingresso', '6': 'Passeio' };
  return types[activityId.charAt(0)] ?? null;
}

/** Inclusion ids of each activity type: highlights, what is included, excluded, and information. */
export const activityInclusionIds: Record<
  ActivityType,
  { highlights: number; includes: number; excludes: number; information: number }
> = {
  Ingresso: { highlights: 43, includes: 44, excludes: 45, information: 46 },
  Passeio: { highlights: 17, includes: 18, excludes: 19, information: 20 },
  Transfer: { highlights: 32, includes: 33, excludes: 34, information: 35 },
};

/** An activity id ending in _0 is a placeholder the supplier sends with no real activity behind it. */
export const isPlaceholderActivity = (activityId: string): boolean => activityId.endsWith('_0');
