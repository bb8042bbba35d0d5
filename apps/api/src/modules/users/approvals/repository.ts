import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { pointsApprovals } from '../../../db/consoleSchema';
import { users } from '../../../db/schema';

export type PointsApprovalRow = typeof pointsApprovals.$inferSelect;
export type PointsApprovalWithEmail = { row: PointsApprovalRow; email: string | null };

/** SQL of the points credits waiting for a second admin. */
export function pointsApprovalsRepository(db: Db | Tx) {
  const withEmail = () =>
    db
      .select({ row: pointsApprovals, email: users.email })
      .from(pointsApprovals)
      .leftJoin(users, eq(users.id, pointsApprovals.memberId));
  return {
    /** Inserts the request, or answers the one already made under this key. */
    async request(
      values: typeof pointsApprovals.$inferInsert,
    ): Promise<{ row: PointsApprovalRow; created: boolean }> {
      const [row] = await db
        .insert(pointsApprovals)
        .values(values)
        .onConflictDoNothing({ target: pointsApprovals.idempotencyKey })
        .returning();
      if (row) return { row, created: true };
      const [existing] = await db
        .select()
        .from(pointsApprovals)
        .where(eq(pointsApprovals.idempotencyKey, values.idempotencyKey));
      if (!existing) throw new Error('points approval vanished');
      return { row: existing, created: false };
    },
    async byId(id: string): Promise<PointsApprovalRow | undefined> {
      const [row] = await db.select().from(pointsApprovals).where(eq(pointsApprovals.id, id));
      return row;
    },
    list: (filter: { status?: PointsApprovalRow['status']; memberId?: string }) =>
      withEmail()
        .where(
          and(
            filter.status ? eq(pointsApprovals.status, filter.status) : undefined,
            filter.memberId ? eq(pointsApprovals.memberId, filter.memberId) : undefined,
          ),
        )
        .orderBy(desc(pointsApprovals.createdAt))
        .limit(200),
    /** Decides a pending request; undefined when it was no longer pending. */
    async decide(
      id: string,
      decision: {
        status: 'approved' | 'rejected';
        decidedById: string;
        decidedByName: string;
      },
    ): Promise<PointsApprovalRow | undefined> {
      const [row] = await db
        .update(pointsApprovals)
        .set({ ...decision, decidedAt: new Date() })
        .where(and(eq(pointsApprovals.id, id), eq(pointsApprovals.status, 'pending')))
        .returning();
      return row;
    },
  };
}
