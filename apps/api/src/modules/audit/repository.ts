import { and, asc, desc, eq, gte, lt, lte, max, type SQL } from 'drizzle-orm';
import type { AuditFilter } from '@portal/domain';
import type { Db, Tx } from '../../db/client';
import { auditLog } from '../../db/consoleSchema';

export type AuditRow = typeof auditLog.$inferSelect;
export type AuditValues = typeof auditLog.$inferInsert;

export function auditRepository(db: Db | Tx) {
  return {
    async insert(values: AuditValues): Promise<AuditRow> {
      const [row] = await db.insert(auditLog).values(values).returning();
      if (!row) throw new Error('audit entry not written');
      return row;
    },
    /** Everyone who has a line in the trail, with the name of their latest line. */
    async actors(): Promise<Pick<AuditRow, 'actorType' | 'actorId' | 'actorName'>[]> {
      const latest = db
        .select({ latestId: max(auditLog.id).as('latest_id') })
        .from(auditLog)
        .groupBy(auditLog.actorId)
        .as('latest');
      return db
        .select({
          actorType: auditLog.actorType,
          actorId: auditLog.actorId,
          actorName: auditLog.actorName,
        })
        .from(auditLog)
        .innerJoin(latest, eq(latest.latestId, auditLog.id))
        .orderBy(asc(auditLog.actorName));
    },
    /** Newest first; `beforeId` pages on. */
    async list(filter: AuditFilter): Promise<AuditRow[]> {
      const where: SQL[] = [];
      if (filter.actorId) where.push(eq(auditLog.actorId, filter.actorId));
      if (filter.action) where.push(eq(auditLog.action, filter.action));
      if (filter.targetType) where.push(eq(auditLog.targetType, filter.targetType));
      if (filter.targetId) where.push(eq(auditLog.targetId, filter.targetId));
      if (filter.campaignId) where.push(eq(auditLog.campaignId, filter.campaignId));
      if (filter.from) where.push(gte(auditLog.createdAt, new Date(filter.from)));
      if (filter.to) where.push(lte(auditLog.createdAt, new Date(filter.to)));
      if (filter.beforeId) where.push(lt(auditLog.id, filter.beforeId));
      return db
        .select()
        .from(auditLog)
        .where(and(...where))
        .orderBy(desc(auditLog.id))
        .limit(filter.limit);
    },
  };
}
