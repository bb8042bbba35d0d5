import { z } from 'zod';
import { productBookingMessages } from '../bookings/products';
import { GROUP_LIMIT_MESSAGE, MAX_TRAVELLERS } from '../search/limits';
import type { Experience } from './experienceSchema';

/** Texts of the experience detail page, verbatim. */
export const experienceMessages = {
  ticketsRequired: 'Quantidade de ingressos deve ser maior que 0.',
  dateRequired: 'Selecione uma data para sua experiência.',
  // Not worded by the spec: a day of a continuous experience without a session.
  noTimeOnDay: 'Não há sessão nesta data. Escolha outro dia.',
} as const;

/** Days before the session an experience with free cancellation can still be cancelled for free. */
export const EXPERIENCE_FREE_CANCELLATION_DAYS = 2;

/** The free-cancellation days of an experience: none when it has no free cancellation. */
export const experienceCancellationDays = (freeCancel: boolean): number =>
  freeCancel ? EXPERIENCE_FREE_CANCELLATION_DAYS : 0;

/** The cancellation policy text of an experience, matching the days the api applies. */
export const experienceCancellationPolicy = (freeCancel: boolean): string =>
  freeCancel
    ? `Cancelamento gratuito até ${EXPERIENCE_FREE_CANCELLATION_DAYS} dias antes; depois, sem reembolso.`
    : 'Não reembolsável: a reserva não pode ser cancelada.';

/**
 * Where an experience takes place: its place in the city, then the city and state; the place
 * alone when it already names them ('Centro - São Paulo, São Paulo', never 'Salvador, Bahia -
 * Salvador, Bahia').
 */
export function experiencePlace(experience: Pick<Experience, 'localization' | 'city'>): string {
  const city = `${experience.city.cityName}, ${experience.city.stateName}`;
  const place = experience.localization.trim();
  if (!place) return city;
  return place
    .toLocaleLowerCase('pt-BR')
    .includes(experience.city.cityName.toLocaleLowerCase('pt-BR'))
    ? place
    : `${place} - ${city}`;
}

/**
 * The price of an experience for a group: price × adults ÷ participants per price unit,
 * in centavos rounded to the nearest centavo.
 */
export function experienceTotalCents(
  priceCents: number,
  adults: number,
  qtParticipants: number,
): number {
  if (adults <= 0) return 0;
  return Math.round((priceCents * adults) / Math.max(1, qtParticipants));
}

/**
 * Why a group cannot take a session, or null: above the portal's group limit, or more people
 * (adults and children alike take a place) than the session has left.
 */
export function experienceGroupError(people: number, qtAvailable: number | null): string | null {
  if (people > MAX_TRAVELLERS) return GROUP_LIMIT_MESSAGE;
  if (qtAvailable !== null && people > qtAvailable) return productBookingMessages.notEnoughPlaces;
  return null;
}

/** yyyy-MM-dd plus whole days. */
function addIsoDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first date an experience can be booked for: today plus the campaign's advance days (at least 0). */
export const firstExperienceDate = (today: string, advanceDays: number): string =>
  addIsoDays(today, Math.max(0, Math.trunc(advanceDays)));

/** Why a chosen experience date cannot be booked, or null: none chosen, or earlier than the advance days allow. */
export function experienceDateError(
  date: string | null | undefined,
  today: string,
  advanceDays: number,
): string | null {
  if (!date) return experienceMessages.dateRequired;
  return date >= firstExperienceDate(today, advanceDays)
    ? null
    : productBookingMessages.advanceDays(Math.max(0, Math.trunc(advanceDays)));
}

/** The choice on an experience's page: tickets, and a listed date or (continuous) any day. */
export const experienceChoiceFormSchema = z.object({
  tickets: z.string(),
  /** the listed date chosen */
  slotId: z.string(),
  /** yyyy-MM-dd, the day chosen of a continuous experience */
  day: z.string(),
});
export type ExperienceChoiceForm = z.infer<typeof experienceChoiceFormSchema>;

type ExperienceSlot = Experience['experienceDates'][number];

/** The dates still bookable: from today plus the campaign's advance days. */
export const bookableExperienceDates = (
  experience: Pick<Experience, 'experienceDates'>,
  firstDate: string,
): ExperienceSlot[] => experience.experienceDates.filter((d) => d.date >= firstDate);

/**
 * The session a choice books: the listed date chosen, or (continuous experiences take any day of
 * their window) the first session of the chosen day with places left.
 */
export function experienceChoiceSlot(
  experience: Pick<Experience, 'continuous' | 'experienceDates'>,
  choice: ExperienceChoiceForm,
  firstDate: string,
): ExperienceSlot | null {
  const bookable = bookableExperienceDates(experience, firstDate);
  return experience.continuous
    ? (bookable.find((d) => d.date === choice.day && d.qtAvailable > 0) ?? null)
    : (bookable.find((d) => d.id === choice.slotId) ?? null);
}

/** The tickets of a choice, or null when not a whole number above 0. */
export function experienceTickets(choice: Pick<ExperienceChoiceForm, 'tickets'>): number | null {
  const tickets = Number(choice.tickets);
  return Number.isInteger(tickets) && tickets > 0 ? tickets : null;
}

/**
 * The rules of the choice: tickets above 0, a bookable session, and a group (the tickets and the
 * searched children, who take places too) within the portal's limit and the places the session
 * has left.
 */
export function experienceChoiceRules(
  experience: Pick<Experience, 'continuous' | 'experienceDates'>,
  today: string,
  advanceDays: number,
  children = 0,
) {
  const firstDate = firstExperienceDate(today, advanceDays);
  return experienceChoiceFormSchema.superRefine((choice, ctx) => {
    const tickets = experienceTickets(choice);
    const slot = experienceChoiceSlot(experience, choice, firstDate);
    const ticketError =
      tickets === null
        ? experienceMessages.ticketsRequired
        : experienceGroupError(tickets + children, slot?.qtAvailable ?? null);
    if (ticketError) ctx.addIssue({ code: 'custom', path: ['tickets'], message: ticketError });
    const dateError =
      experience.continuous && choice.day && !slot
        ? experienceMessages.noTimeOnDay
        : experienceDateError(slot?.date ?? null, today, advanceDays);
    if (dateError)
      ctx.addIssue({
        code: 'custom',
        path: [experience.continuous ? 'day' : 'slotId'],
        message: dateError,
      });
  });
}
