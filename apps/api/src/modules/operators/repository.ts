import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { operators } from '../../db/consoleSchema';

export type OperatorRow = typeof operators.$inferSelect;
export type NewOperatorRow = typeof operators.$inferInsert;

export function operatorsRepository(db: Db | Tx) {
  return {
    async byEmail(email: string): Promise<OperatorRow | undefined> {
      const [row] = await db
        .select()
        .from(operators)
        .where(sql`lower(${operators.email}) = lower(${email})`);
      return row;
    },
    async byId(id: string): Promise<OperatorRow | undefined> {
      const [row] = await db.select().from(operators).where(eq(operators.id, id));
      return row;
    },
    async list(): Promise<OperatorRow[]> {
      return db.select().from(operators).orderBy(asc(operators.email));
    },
    async insert(values: NewOperatorRow): Promise<OperatorRow> {
      const [row] = await db.insert(operators).values(values).returning();
      if (!row) throw new Error('operator not created');
      return row;
    },
    async update(
      id: string,
      values: Partial<
        Pick<NewOperatorRow, 'disabled' | 'role' | 'passwordHash' | 'totpSecret' | 'totpLastStep'>
      >,
    ): Promise<OperatorRow | undefined> {
      const [row] = await db.update(operators).set(values).where(eq(operators.id, id)).returning();
      return row;
    },
    /** Locks the enabled admins' rows (in a transaction) and returns them. */
    async lockActiveAdmins(): Promise<Pick<OperatorRow, 'id'>[]> {
      return db
        .select({ id: operators.id })
        .from(operators)
        .where(and(eq(operators.role, 'admin'), eq(operators.disabled, false)))
        .for('update');
    },
    /**
     * Uses a TOTP time step once, for a challenge issued when `issuedAfter` was the last step
     * used: false when this step (or a later one) was already used, or any sign-in has
     * happened since the challenge (the challenge is used up).
     */
    async useTotpStep(id: string, step: number, issuedAfter: number | null): Promise<boolean> {
      if (issuedAfter !== null && step <= issuedAfter) return false;
      const rows = await db
        .update(operators)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(operators.id, id),
            issuedAfter === null
              ? isNull(operators.totpLastStep)
              : eq(operators.totpLastStep, issuedAfter),
          ),
        )
        .returning({ id: operators.id });
      return rows.length === 1;
    },
  };
}
export type OperatorsRepository = ReturnType<typeof operatorsRepository>;
