import { z } from 'zod';
import type { BookingDetails } from './details';
import type { BookingType } from '../products/table';
import { BookingStatus, bookingViewSchema } from './schema';
import { brlToCents, percentOf } from '../money/cents';
import { brasiliaDateTime } from '../lib/brasiliaTime';

/**
 * Cancellation rules per product (docs/sandbox.md "Cancellation"). Pure: the api decides with
 * the booking row and the clock, the web shows the same outcome from the preview call.
 *
 * - A pendente (status 1) can always be cancelled: nothing was issued, its holds are released
 *   and its card authorisation voided.
 * - An emitido (status 2) is cancelled free of charge until the product's deadline, counted
 *   from the start of the service in Brasília time: flights 24 h before departure, hotels 48 h
 *   before check-in, buses 3 h before departure, cars until the pickup day begins,
 *   experiences and entertainment N days before the service date (the activity's
 *   daysBeforeCancellationPolicy; 0 means no free cancellation).
 * - expirado, finalizado and cancelado cannot be cancelled.
 * - A hotel booked with its rate's cancel penalties follows the rate instead: it can be
 *   cancelled until check-in begins, and from each penalty's date the hotel keeps its value (or
 *   its percent of the room). The penalty is that share of what was paid, taken from the points
 *   and the cash alike; a non-refundable rate keeps everything.
 * - Otherwise, when allowed, everything paid comes back: all the points and all the cash. Past
 *   the deadline the booking is simply not cancellable online.
 */

/** Brazil has had no daylight-saving time since 2019: Brasília time is UTC−3 all year. */
const BRASILIA_OFFSET = '-03:00';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Days before an activity's date when the booking does not say (activity policies run 1–7). */
export const DEFAULT_ACTIVITY_CANCELLATION_DAYS = 1;

/** Hours before the start of the service, for the products with a fixed window. */
export const CANCELLATION_HOURS_BEFORE = { FLIGHT: 24, HOTEL: 48, BUS: 3 } as const;

/** The bus fare's cancellation policy, in the words of the refund the cancellation applies. */
export const BUS_CANCELLATION_POLICY = `Cancelamento com reembolso integral até ${CANCELLATION_HOURS_BEFORE.BUS} horas antes do embarque (regras da ANTT); depois, sem reembolso.`;

export const cancellationMessages = {
  notFound: 'Reserva não encontrada.',
  alreadyCancelled: 'Esta reserva já foi cancelada.',
  expired: 'Esta reserva expirou e não pode mais ser cancelada.',
  finished: 'Esta reserva já foi finalizada e não pode ser cancelada.',
  noFreeCancellation: 'Esta reserva não permite cancelamento gratuito.',
  deadlinePassed: (deadline: string) => `O prazo para cancelamento terminou em ${deadline}.`,
  inProgress: 'Esta reserva ainda está sendo processada. Tente novamente em instantes.',
  cancelling: 'O cancelamento desta reserva já está em andamento.',
  /** Statement rows of the ledger (GET /api/user/balance-history). */
  refundDescription: (locator: string) => `Estorno do cancelamento da reserva ${locator}`,
  releaseDescription: (locator: string) => `Reserva ${locator} cancelada: pontos devolvidos`,
} as const;

export type CancellationRefusal =
  'ALREADY_CANCELLED' | 'EXPIRED' | 'FINISHED' | 'NO_FREE_CANCELLATION' | 'DEADLINE_PASSED';

export interface CancellationInput {
  type: BookingType;
  statusId: number;
  /** Service date (first flight, check-in, pickup, activity date), yyyy-mm-dd. */
  travelDate: string;
  /** Local start time HH:mm when known; without it the service is taken to start at 00:00. */
  startTime?: string | null;
  /** The activity's own policy (experiences and entertainment). */
  daysBeforeCancellationPolicy?: number | null;
  /** The first date a hotel rate's penalty applies (yyyy-mm-dd), when the booking recorded the rate's penalties. */
  ratePenaltiesFrom?: string | null;
  now: Date;
}

export type CancellationDecision =
  | { cancellable: true; freeUntil: Date | null }
  | { cancellable: false; code: CancellationRefusal; reason: string; freeUntil: Date | null };

/** dd/mm/aaaa, hh:mm in Brasília time. */
export const formatCancellationDeadline = (deadline: Date): string =>
  brasiliaDateTime.format(deadline);

/** The start of the service in Brasília time. */
export function serviceStart(travelDate: string, startTime?: string | null): Date {
  const time = startTime && /^\d{2}:\d{2}$/.test(startTime) ? startTime : '00:00';
  const start = new Date(`${travelDate}T${time}:00${BRASILIA_OFFSET}`);
  if (Number.isNaN(start.getTime())) throw new RangeError(`invalid service date ${travelDate}`);
  return start;
}

/** The local date-time the service begins at, as the booking's details record it. */
function localStart(details: BookingDetails): string | null {
  switch (details.kind) {
    case 'flight':
      return details.journeys[0]?.segments[0]?.flights[0]?.departureDateTime ?? null;
    case 'bus':
      return details.legs[0]?.departure ?? null;
    case 'car':
      return details.pickupDateTime;
    case 'experience':
      return `${details.date}T${details.time}`;
    case 'entertainment':
      return details.startingTime ? `${details.serviceDate}T${details.startingTime}` : null;
    case 'hotel':
      return null;
  }
}

/**
 * The start time (HH:mm) of the service on its travel date, from the booking's details, or null
 * when they do not say (hotels: the check-in hour is the hotel's, not stored). Local times of
 * the supplier are read as Brasília time.
 */
export function serviceStartTime(
  details: BookingDetails | null | undefined,
  travelDate: string,
): string | null {
  const start = details ? localStart(details) : null;
  const match = start ? /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/.exec(start) : null;
  return match && match[1] === travelDate ? (match[2] ?? null) : null;
}

/**
 * The last instant an emitido booking of this product can be cancelled free of charge, or null
 * when the product has no free cancellation.
 */
export function cancellationDeadline(
  input: Pick<
    CancellationInput,
    'type' | 'travelDate' | 'startTime' | 'daysBeforeCancellationPolicy'
  >,
): Date | null {
  const start = serviceStart(input.travelDate, input.startTime);
  switch (input.type) {
    case 'FLIGHT':
    case 'HOTEL':
    case 'BUS':
      return new Date(start.getTime() - CANCELLATION_HOURS_BEFORE[input.type] * HOUR_MS);
    case 'CAR':
      // Until the pickup day begins: the day itself counts as the rental.
      return serviceStart(input.travelDate);
    case 'EXPERIENCE':
    case 'ENTERTAINMENT': {
      const days = input.daysBeforeCancellationPolicy ?? DEFAULT_ACTIVITY_CANCELLATION_DAYS;
      if (days <= 0) return null;
      return new Date(serviceStart(input.travelDate).getTime() - days * DAY_MS);
    }
  }
}

/** Whether the booking can be cancelled now, and why not. */
export function cancellationDecision(input: CancellationInput): CancellationDecision {
  const refuse = (
    code: CancellationRefusal,
    reason: string,
    freeUntil: Date | null = null,
  ): CancellationDecision => ({ cancellable: false, code, reason, freeUntil });
  switch (input.statusId) {
    case BookingStatus.PENDING:
      return { cancellable: true, freeUntil: null };
    case BookingStatus.CANCELLED:
      return refuse('ALREADY_CANCELLED', cancellationMessages.alreadyCancelled);
    case BookingStatus.EXPIRED:
      return refuse('EXPIRED', cancellationMessages.expired);
    case BookingStatus.ISSUED: {
      if (input.type === 'HOTEL' && input.ratePenaltiesFrom) {
        // The rate's penalties price a late cancellation: it stays possible until check-in.
        const checkin = serviceStart(input.travelDate);
        if (input.now.getTime() >= checkin.getTime())
          return refuse(
            'DEADLINE_PASSED',
            cancellationMessages.deadlinePassed(formatCancellationDeadline(checkin)),
            checkin,
          );
        return { cancellable: true, freeUntil: serviceStart(input.ratePenaltiesFrom) };
      }
      const deadline = cancellationDeadline(input);
      if (!deadline) return refuse('NO_FREE_CANCELLATION', cancellationMessages.noFreeCancellation);
      if (input.now.getTime() >= deadline.getTime()) {
        return refuse(
          'DEADLINE_PASSED',
          cancellationMessages.deadlinePassed(formatCancellationDeadline(deadline)),
          deadline,
        );
      }
      return { cancellable: true, freeUntil: deadline };
    }
    default:
      return refuse('FINISHED', cancellationMessages.finished);
  }
}

export interface CancellationRefund {
  points: number;
  cashCents: number;
}

/** A cancellation gives back what is still taken from the member less the penalty kept, or nothing when refused. */
export function cancellationRefund(
  decision: CancellationDecision,
  taken: CancellationRefund,
  kept: CancellationRefund = { points: 0, cashCents: 0 },
): CancellationRefund {
  if (!decision.cancellable) return { points: 0, cashCents: 0 };
  return {
    points: Math.max(0, taken.points - kept.points),
    cashCents: Math.max(0, taken.cashCents - kept.cashCents),
  };
}

type HotelRooms = Extract<BookingDetails, { kind: 'hotel' }>['rooms'];

/** The hotel rooms whose rate penalties the booking recorded, or null when any is missing. */
function penalisedRooms(details: BookingDetails | null | undefined): HotelRooms | null {
  if (details?.kind !== 'hotel' || details.rooms.length === 0) return null;
  return details.rooms.every(
    (room) => room.cancelPenalties !== undefined && room.total !== undefined,
  )
    ? details.rooms
    : null;
}

/** The first date any of the booked rates charges a penalty (yyyy-mm-dd); null without recorded penalties. */
export function ratePenaltiesFrom(details: BookingDetails | null | undefined): string | null {
  const rooms = penalisedRooms(details);
  if (!rooms || details?.kind !== 'hotel') return null;
  const dates = rooms.flatMap((room) => (room.cancelPenalties ?? []).map((p) => p.deadline)).sort();
  // Rates without penalties are free until check-in.
  return dates[0] ?? details.checkin.slice(0, 10);
}

const brasiliaDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The centavos the booked rates keep when cancelled at `now`: per room, the largest penalty
 * whose date has come (its value, or its percent of the room when it has no value), never more
 * than the room.
 */
export function ratePenaltyCents(details: BookingDetails | null | undefined, now: Date): number {
  const rooms = penalisedRooms(details);
  if (!rooms) return 0;
  const today = brasiliaDate.format(now);
  return rooms.reduce((sum, room) => {
    const roomCents = brlToCents(room.total ?? 0);
    const due = (room.cancelPenalties ?? [])
      .filter((p) => p.deadline <= today)
      .map((p) =>
        p.value > 0 ? brlToCents(p.value) : Math.round(percentOf(roomCents, p.percent)),
      );
    return sum + Math.min(roomCents, Math.max(0, ...due));
  }, 0);
}

/** The penalty as the same share of each part paid: points and cash alike, rounded to whole units. */
export function penaltyShare(
  paid: CancellationRefund,
  penaltyCents: number,
  totalCents: number,
): CancellationRefund {
  if (penaltyCents <= 0 || totalCents <= 0) return { points: 0, cashCents: 0 };
  const share = Math.min(1, penaltyCents / totalCents);
  return { points: Math.round(paid.points * share), cashCents: Math.round(paid.cashCents * share) };
}

// ---------- contracts (the locator query is `bookingLocatorQuerySchema` of ./afterSale) ----------

/** GET /api/booking/cancel-preview: what cancelling now would give back (cash in reais). */
export const cancelPreviewSchema = z.object({
  cancellable: z.boolean(),
  reason: z.string().optional(),
  refundPoints: z.number().int().min(0),
  refundCash: z.number().min(0),
  /** What the booked rate keeps as its cancel penalty (hotels), in points and in reais. */
  penaltyPoints: z.number().int().min(0).default(0),
  penaltyCash: z.number().min(0).default(0),
  /** The rate's penalty rules as the hotel words them, when a penalty applies. */
  penaltyRules: z.array(z.string()).default([]),
  /** ISO instant of the free-cancellation deadline of an emitido booking. */
  freeCancellationUntil: z.string().nullable(),
});
export type CancelPreview = z.infer<typeof cancelPreviewSchema>;

/**
 * GET /api/bookings item: the booking and whether a cancel now would be accepted (the same rule
 * the cancel preview applies), so the list needs no preview per booking.
 */
export const bookingListItemSchema = bookingViewSchema.extend({ cancellable: z.boolean() });
export type BookingListItem = z.infer<typeof bookingListItemSchema>;

/** POST /api/booking/cancel: the cancelled booking and what came back (cash in reais). */
export const cancelResponseSchema = bookingViewSchema.extend({
  refund: z.object({ points: z.number().int().min(0), cash: z.number().min(0) }),
  /** The rate's cancel penalty kept (hotels); zero when everything came back. */
  penalty: z.object({ points: z.number().int().min(0), cash: z.number().min(0) }).optional(),
});
export type CancelResponse = z.infer<typeof cancelResponseSchema>;
