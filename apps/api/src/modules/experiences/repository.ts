import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { experiences, experienceSlotBookings } from '../../db/schema';

export type ExperienceRecord = typeof experiences.$inferSelect;
export type SlotBookingRecord = typeof experienceSlotBookings.$inferSelect;
export type SlotBookingStatus = SlotBookingRecord['status'];
export type ExperienceValues = Omit<typeof experiences.$inferInsert, 'id'>;

/** Held and issued places count against a session's capacity; cancelled ones do not. */
const TAKEN: SlotBookingStatus[] = ['held', 'issued'];

/** Queries of the experiences inventory; every function runs on the database or inside a transaction. */
export const experiencesRepository = {
  activeInCity(db: Db, cityIbge: string): Promise<ExperienceRecord[]> {
    return db
      .select()
      .from(experiences)
      .where(and(eq(experiences.cityIbge, cityIbge), eq(experiences.active, true)))
      .orderBy(asc(experiences.id));
  },

  /** Places taken per session id of the given experiences between two dates (inclusive). */
  async takenBySlot(
    db: Db,
    experienceIds: string[],
    from: string,
    to: string,
  ): Promise<Map<string, number>> {
    if (experienceIds.length === 0) return new Map();
    const rows = await db
      .select({
        slotId: experienceSlotBookings.slotId,
        taken: sql<number>`coalesce(sum(${experienceSlotBookings.quantity}), 0)::int`,
      })
      .from(experienceSlotBookings)
      .where(
        and(
          inArray(experienceSlotBookings.experienceId, experienceIds),
          between(experienceSlotBookings.date, from, to),
          inArray(experienceSlotBookings.status, TAKEN),
        ),
      )
      .groupBy(experienceSlotBookings.slotId);
    return new Map(rows.map((r) => [r.slotId, Number(r.taken)]));
  },

  /** The experience row, locked until the transaction ends (serialises holds on it). */
  async lockActive(tx: Tx, id: string): Promise<ExperienceRecord | undefined> {
    const [row] = await tx
      .select()
      .from(experiences)
      .where(and(eq(experiences.id, id), eq(experiences.active, true)))
      .for('update');
    return row;
  },

  async takenInSlot(tx: Tx, slotId: string): Promise<number> {
    const [row] = await tx
      .select({ taken: sql<number>`coalesce(sum(${experienceSlotBookings.quantity}), 0)::int` })
      .from(experienceSlotBookings)
      .where(
        and(
          eq(experienceSlotBookings.slotId, slotId),
          inArray(experienceSlotBookings.status, TAKEN),
        ),
      );
    return Number(row?.taken ?? 0);
  },

  async insertHold(
    tx: Tx,
    values: { id?: string; experienceId: string; slotId: string; date: string; quantity: number },
  ): Promise<SlotBookingRecord> {
    const [row] = await tx
      .insert(experienceSlotBookings)
      .values({ ...values, status: 'held' })
      .returning();
    if (!row) throw new Error('experience hold was not stored');
    return row;
  },

  async lockBooking(tx: Tx, id: string): Promise<SlotBookingRecord | undefined> {
    const [row] = await tx
      .select()
      .from(experienceSlotBookings)
      .where(eq(experienceSlotBookings.id, id))
      .for('update');
    return row;
  },

  async setStatus(tx: Tx, id: string, status: SlotBookingStatus): Promise<SlotBookingRecord> {
    const [row] = await tx
      .update(experienceSlotBookings)
      .set({ status })
      .where(eq(experienceSlotBookings.id, id))
      .returning();
    if (!row) throw new Error(`experience hold ${id} vanished`);
    return row;
  },

  /** Every experience (the console's), of one city or all, active or not. */
  async all(db: Db, cityIbge?: string): Promise<ExperienceRecord[]> {
    const query = db.select().from(experiences);
    return (cityIbge ? query.where(eq(experiences.cityIbge, cityIbge)) : query).orderBy(
      asc(experiences.id),
    );
  },

  async lock(tx: Tx, id: string): Promise<ExperienceRecord | undefined> {
    const [row] = await tx.select().from(experiences).where(eq(experiences.id, id)).for('update');
    return row;
  },

  async insert(
    tx: Tx,
    id: string,
    values: ExperienceValues,
  ): Promise<ExperienceRecord | undefined> {
    const [row] = await tx
      .insert(experiences)
      .values({ id, ...values })
      .returning();
    return row;
  },

  async update(
    tx: Tx,
    id: string,
    values: ExperienceValues,
  ): Promise<ExperienceRecord | undefined> {
    const [row] = await tx
      .update(experiences)
      .set(values)
      .where(eq(experiences.id, id))
      .returning();
    return row;
  },
};
