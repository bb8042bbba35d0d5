import { and, asc, desc, eq, gte, inArray, lt, lte, max, type SQL } from 'drizzle-orm';
import type { AuditFilter } from '@portal/domain/operators';
import type { Db, Tx } from '../../db/client';
import { auditLog, loyaltyClients, operators } from '../../db/consoleSchema';
import { campaigns, coupons, experiences, showcases, users } from '../../db/schema';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids of one target type in a page of the trail. */
const idsOf = (rows: AuditRow[], type: string, valid: (id: string) => boolean = () => true) => [
  ...new Set(
    rows.flatMap((row) =>
      row.targetType === type && row.targetId && valid(row.targetId) ? [row.targetId] : [],
    ),
  ),
];

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
    /**
     * How people know the targets of these lines, keyed `type:id`: a member's e-mail, a coupon's
     * code, a campaign's, showcase's, experience's or API client's name, an operator's e-mail.
     * A booking's id is already its locator.
     */
    async targetLabels(rows: AuditRow[]): Promise<Map<string, string>> {
      const labels = new Map<string, string>();
      const put = (type: string, found: Array<{ id: string | number; label: string | null }>) => {
        for (const { id, label } of found) if (label) labels.set(`${type}:${id}`, label);
      };
      const campaignIds = idsOf(rows, 'campaign', (id) => /^\d{1,9}$/.test(id)).map(Number);
      const memberIds = idsOf(rows, 'member', (id) => uuidPattern.test(id));
      const couponIds = idsOf(rows, 'coupon', (id) => uuidPattern.test(id));
      const operatorIds = idsOf(rows, 'operator', (id) => uuidPattern.test(id));
      const clientIds = idsOf(rows, 'loyalty_client');
      const showcaseIds = idsOf(rows, 'showcase');
      const experienceIds = idsOf(rows, 'experience');
      if (campaignIds.length)
        put(
          'campaign',
          await db
            .select({ id: campaigns.id, label: campaigns.name })
            .from(campaigns)
            .where(inArray(campaigns.id, campaignIds)),
        );
      if (memberIds.length)
        put(
          'member',
          await db
            .select({ id: users.id, label: users.email })
            .from(users)
            .where(inArray(users.id, memberIds)),
        );
      if (couponIds.length)
        put(
          'coupon',
          await db
            .select({ id: coupons.id, label: coupons.code })
            .from(coupons)
            .where(inArray(coupons.id, couponIds)),
        );
      if (operatorIds.length)
        put(
          'operator',
          await db
            .select({ id: operators.id, label: operators.email })
            .from(operators)
            .where(inArray(operators.id, operatorIds)),
        );
      if (clientIds.length)
        put(
          'loyalty_client',
          await db
            .select({ id: loyaltyClients.id, label: loyaltyClients.name })
            .from(loyaltyClients)
            .where(inArray(loyaltyClients.id, clientIds)),
        );
      if (showcaseIds.length)
        put(
          'showcase',
          await db
            .select({ id: showcases.id, label: showcases.name })
            .from(showcases)
            .where(inArray(showcases.id, showcaseIds)),
        );
      if (experienceIds.length)
        put(
          'experience',
          await db
            .select({ id: experiences.id, label: experiences.name })
            .from(experiences)
            .where(inArray(experiences.id, experienceIds)),
        );
      return labels;
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
