import type { AuditActor, AuditEntry, AuditFilter, AuditPage } from '@portal/domain/operators';
import type { Db, Tx } from '../../db/client';
import { auditRepository, type AuditRow } from './repository';

/** Who did it: a console operator or a loyalty programme's API client. */
export interface Actor {
  type: 'operator' | 'api_client';
  id: string;
  name: string;
}

/** A console operator as the trail names them: by their e-mail. */
export const operatorActor = (operator: { id: string; email: string }): Actor => ({
  type: 'operator',
  id: operator.id,
  name: operator.email,
});

export interface AuditRecord {
  action: string;
  targetType: string;
  targetId?: string | null;
  campaignId?: number | null;
  before?: unknown;
  after?: unknown;
}

/** Secrets never enter the trail, whatever record is audited. */
const SECRET_FIELDS = new Set([
  'password',
  'passwordHash',
  'totpSecret',
  'secret',
  'secretHash',
  'clientSecret',
  'webhookSecret',
]);

export function withoutSecrets(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
        SECRET_FIELDS.has(k) ? [] : [[k, withoutSecrets(v)]],
      ),
    );
  }
  return value;
}

export const toAuditEntry = (row: AuditRow, targetLabel: string | null = null): AuditEntry => ({
  id: row.id,
  actorType: row.actorType,
  actorId: row.actorId,
  actorName: row.actorName,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  targetLabel,
  campaignId: row.campaignId,
  before: row.before ?? null,
  after: row.after ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The append-only audit trail. `record` takes the executor of the change it documents, so the
 * change and its line commit together or not at all.
 */
export function auditService(db: Db) {
  return {
    async record(executor: Db | Tx, actor: Actor, record: AuditRecord): Promise<void> {
      await auditRepository(executor).insert({
        actorType: actor.type,
        actorId: actor.id,
        actorName: actor.name,
        action: record.action,
        targetType: record.targetType,
        targetId: record.targetId ?? null,
        campaignId: record.campaignId ?? null,
        before: record.before === undefined ? null : withoutSecrets(record.before),
        after: record.after === undefined ? null : withoutSecrets(record.after),
      });
    },
    actors: (): Promise<AuditActor[]> => auditRepository(db).actors(),
    async list(filter: AuditFilter): Promise<AuditPage> {
      const repository = auditRepository(db);
      const rows = await repository.list(filter);
      const labels = await repository.targetLabels(rows);
      const last = rows.at(-1);
      return {
        entries: rows.map((row) =>
          toAuditEntry(
            row,
            labels.get(`${row.targetType}:${row.targetId}`) ??
              (row.targetType === 'booking' ? row.targetId : null),
          ),
        ),
        nextBeforeId: rows.length === filter.limit && last ? last.id : null,
      };
    },
  };
}
export type AuditService = ReturnType<typeof auditService>;
