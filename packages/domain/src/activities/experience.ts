import { productBookingMessages } from '../bookings/products';
import { GROUP_LIMIT_MESSAGE, MAX_TRAVELLERS } from '../search/limits';

/** Texts of the experience detail page, verbatim. */
export const experienceMessages = {
  ticketsRequired: 'Quantidade de ingressos deve ser maior que 0.',
  dateRequired: 'Selecione uma data para sua experiência.',
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
