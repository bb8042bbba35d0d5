import type { ExperienceSearchQuery } from '@portal/domain/activities';
import type { Db } from '../../db/client';
import {
  SupplierConflictError,
  SupplierNotFoundError,
  type ExperienceInternal,
  type ExperienceSupplier,
  type Hold,
  type HoldRequest,
} from '../../suppliers';
import { addDays, daysBetween, weekday } from '../../lib/calendarDates';
import {
  experiencesRepository as repo,
  type ExperienceRecord,
  type SlotBookingRecord,
} from './repository';

/** Longest window of sessions listed by one search. */
const MAX_SPAN_DAYS = 92;
const SLOT_ID = /^(EXP-\d{7}-\d{2})-(\d{4}-\d{2}-\d{2})-(\d{2})(\d{2})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const slotId = (experienceId: string, date: string, time: string) =>
  `${experienceId}-${date}-${time.replace(':', '')}`;

const STATUS = { held: 'HELD', issued: 'ISSUED', cancelled: 'CANCELLED' } as const;

function toHold(row: SlotBookingRecord): Hold {
  return {
    holdId: row.id,
    product: 'experience',
    ref: row.slotId,
    quantity: row.quantity,
    units: [],
    status: STATUS[row.status],
    createdAt: row.createdAt.toISOString(),
  };
}

function toInternal(
  e: ExperienceRecord,
  startDate: string,
  endDate: string,
  dates: ExperienceInternal['experienceDates'],
): ExperienceInternal {
  return {
    id: e.id,
    name: e.name,
    description: e.description,
    localization: e.localization,
    city: { id: e.cityIbge, cityName: e.cityName, stateName: e.stateName },
    originalPriceCents: e.originalPriceCents,
    priceCents: e.priceCents,
    qtParticipants: e.qtParticipants,
    continuous: e.continuous,
    startDate,
    endDate,
    experienceDates: dates,
    whatToExpect: e.whatToExpect,
    whatIsIncluded: e.whatIsIncluded,
    whatIsNotIncluded: e.whatIsNotIncluded,
    category: e.category,
    freeCancel: e.freeCancel,
    cancellationPolicy: e.cancellationPolicy,
    importantInfo: e.importantInfo,
    images: e.images,
  };
}

/**
 * Experiences from the operator's own inventory: the seeded experiences table, whose
 * sessions follow each row's weekly schedule, and the places taken in experience_slot_bookings.
 * It answers for the cities of the reference data only; the sandbox's test cities are
 * applied around it (SandboxTriggeredExperienceSupplier).
 */
export class DatabaseExperienceSupplier implements ExperienceSupplier {
  /** Bumped on every hold, issue and cancel of this instance, so search caches are not stale. */
  version = 0;

  constructor(private readonly db: Db) {}

  answersUnlistedPlace(): boolean {
    return false;
  }

  async search(q: ExperienceSearchQuery, _signal?: AbortSignal): Promise<ExperienceInternal[]> {
    const end = q.endDate ?? addDays(q.startDate, 30);
    const span = Math.min(MAX_SPAN_DAYS, Math.max(0, daysBetween(q.startDate, end)));
    const last = addDays(q.startDate, span);
    const rows = await repo.activeInCity(this.db, q.cityId);
    const taken = await repo.takenBySlot(
      this.db,
      rows.map((r) => r.id),
      q.startDate,
      last,
    );
    const out: ExperienceInternal[] = [];
    for (const e of rows) {
      const dates: ExperienceInternal['experienceDates'] = [];
      for (let k = 0; k <= span; k++) {
        const date = addDays(q.startDate, k);
        if (!e.weekdays.includes(weekday(date))) continue;
        for (const time of e.times) {
          const id = slotId(e.id, date, time);
          dates.push({
            id,
            date,
            time,
            qtAvailable: Math.max(0, e.capacity - (taken.get(id) ?? 0)),
            qtTotal: e.capacity,
          });
        }
      }
      if (dates.some((d) => d.qtAvailable > 0)) out.push(toInternal(e, q.startDate, end, dates));
    }
    return out;
  }

  /** ref is an experienceDates id. */
  async hold(req: HoldRequest): Promise<Hold> {
    const m = SLOT_ID.exec(req.ref);
    if (!m) throw new SupplierNotFoundError('experience', 'Experiência não encontrada.');
    const experienceId = m[1]!;
    const date = m[2]!;
    const time = `${m[3]!}:${m[4]!}`;
    if (!Number.isInteger(req.quantity) || req.quantity < 1)
      throw new SupplierConflictError('experience', 'Quantidade inválida para reserva.');
    const row = await this.db.transaction(async (tx) => {
      const e = await repo.lockActive(tx, experienceId);
      if (!e) throw new SupplierNotFoundError('experience', 'Experiência não encontrada.');
      if (!e.weekdays.includes(weekday(date)) || !e.times.includes(time))
        throw new SupplierNotFoundError('experience', 'Sessão não encontrada.');
      if ((await repo.takenInSlot(tx, req.ref)) + req.quantity > e.capacity)
        throw new SupplierConflictError('experience', 'Não há vagas suficientes nesta data.');
      return repo.insertHold(tx, {
        ...(req.holdId ? { id: req.holdId } : {}),
        experienceId,
        slotId: req.ref,
        date,
        quantity: req.quantity,
      });
    });
    this.version++;
    return toHold(row);
  }

  async issue(holdId: string): Promise<Hold> {
    return this.transition(holdId, 'issued');
  }

  async cancel(holdId: string): Promise<Hold> {
    return this.transition(holdId, 'cancelled');
  }

  private async transition(holdId: string, to: 'issued' | 'cancelled'): Promise<Hold> {
    if (!UUID.test(holdId))
      throw new SupplierNotFoundError('experience', 'Reserva não encontrada.');
    const row = await this.db.transaction(async (tx) => {
      const current = await repo.lockBooking(tx, holdId);
      if (!current) throw new SupplierNotFoundError('experience', 'Reserva não encontrada.');
      if (current.status === to || current.status === 'cancelled') {
        if (to === 'issued' && current.status === 'cancelled')
          throw new SupplierConflictError('experience', 'A reserva foi cancelada.');
        return current;
      }
      return repo.setStatus(tx, holdId, to);
    });
    this.version++;
    return toHold(row);
  }
}
