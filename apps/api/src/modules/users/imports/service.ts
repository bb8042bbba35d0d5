import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import type { z } from 'zod';
import {
  creditImportColumns,
  creditImportRowSchema,
  memberCareMessages,
  memberImportColumns,
  memberImportRowSchema,
  pointsCreditLimits,
  type CsvUpload,
  type ImportReport,
} from '@portal/domain/operators';
import { onlyDigits } from '@portal/domain/lib';
import type { Db } from '../../../db/client';
import { operatorActor, type AuditService } from '../../audit/service';
import type { LedgerService } from '../../ledger/service';
import type { ConsoleOperator } from '../../../plugins/operatorGuard';
import { campaignsRepository } from '../../campaigns/repository';
import { campaignNotFound } from '../../campaigns/service';
import { notFound } from '../../../lib/errors';
import { importsRepository } from './repository';

type LineError = ImportReport['errors'][number];

/** The file's lines as records keyed by column (first line: the names), numbered as in the file. */
function readCsv(
  csv: string,
  columns: readonly string[],
): { records: { line: number; record: Record<string, string> }[]; error?: LineError } {
  const headersError = {
    records: [],
    error: { line: 1, messages: [memberCareMessages.headers(columns.join(', '))] },
  };
  let rows: string[][];
  try {
    rows = parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch {
    return headersError;
  }
  const [header = [], ...body] = rows;
  const names = header.map((name) => name.toLowerCase().replace('e-mail', 'email'));
  if (!columns.every((column) => names.includes(column))) return headersError;
  return {
    records: body.map((cells, index) => ({
      line: index + 2,
      record: Object.fromEntries(names.map((name, i) => [name, cells[i] ?? ''])),
    })),
  };
}

function validated<S extends z.ZodType>(
  records: { line: number; record: Record<string, string> }[],
  schema: S,
) {
  const rows: { line: number; row: z.output<S> }[] = [];
  const errors: LineError[] = [];
  for (const { line, record } of records) {
    const parsed = schema.safeParse(record);
    if (parsed.success) rows.push({ line, row: parsed.data });
    else errors.push({ line, messages: [...new Set(parsed.error.issues.map((i) => i.message))] });
  }
  return { rows, errors };
}

/** The file's records, the rows that pass `schema`, every line's errors and the file's hash. */
function readUpload<S extends z.ZodType>(csv: string, columns: readonly string[], schema: S) {
  const { records, error } = readCsv(csv, columns);
  const { rows, errors } = validated(records, schema);
  if (error) errors.push(error);
  return { records, rows, errors, hash: createHash('sha256').update(csv).digest('hex') };
}
const byLine = (a: LineError, b: LineError) => a.line - b.line;

const memberFile = { columns: memberImportColumns, schema: memberImportRowSchema };
const creditFile = { columns: creditImportColumns, schema: creditImportRowSchema };

/**
 * Members and points credits from CSV files. A dry run checks every line and changes nothing;
 * a file with any bad line imports nothing; a file imports once (by its SHA-256), and each
 * line's points go through the ledger under a key of the file and line, so a second upload, or
 * a retry after a crash, never credits twice.
 */
export function importsService(deps: { db: Db; ledger: LedgerService; audit: AuditService }) {
  const { db, ledger, audit } = deps;
  const repository = importsRepository(db);
  /** The upload read against `columns` and `schema`, once its campaign is known to exist. */
  const campaignUpload = async <S extends z.ZodType>(
    campaignId: number,
    upload: CsvUpload,
    file: { columns: readonly string[]; schema: S },
  ) => {
    if (!(await campaignsRepository(db).byId(campaignId))) throw notFound(campaignNotFound);
    return readUpload(upload.csv, file.columns, file.schema);
  };

  return {
    async members(
      operator: ConsoleOperator,
      campaignId: number,
      upload: CsvUpload,
    ): Promise<ImportReport> {
      const { records, rows, errors, hash } = await campaignUpload(campaignId, upload, memberFile);
      const firstLine = new Map<string, number>();
      for (const { line, row } of rows) {
        const messages: string[] = [];
        for (const key of [row.email, row.cpf && `cpf:${row.cpf}`]) {
          if (!key) continue;
          const seen = firstLine.get(key);
          if (seen)
            messages.push(
              key.startsWith('cpf:')
                ? memberCareMessages.cpfRepeated(seen)
                : memberCareMessages.emailRepeated(seen),
            );
          else firstLine.set(key, line);
        }
        if (messages.length) errors.push({ line, messages });
      }
      const points = rows.reduce((sum, { row }) => sum + row.pontos, 0);
      const report = { lines: records.length, points, imported: false, alreadyImported: false };

      const previous = await repository.done('members', campaignId, hash);
      if (previous) {
        if (!upload.dryRun) await openingBalances(campaignId, hash, rows);
        return { ...report, errors: [], alreadyImported: true };
      }
      const taken = await repository.takenEmails(rows.map(({ row }) => row.email));
      for (const { line, row } of rows)
        if (taken.has(row.email)) errors.push({ line, messages: [memberCareMessages.emailTaken] });
      errors.sort(byLine);
      if (errors.length > 0 || upload.dryRun) return { ...report, errors };

      const recorded = await db.transaction(async (tx) => {
        const imports = importsRepository(tx);
        const result = { ...report, errors: [], imported: true };
        if (
          !(await imports.record({
            kind: 'members',
            campaignId,
            fileHash: hash,
            operatorId: operator.id,
            result,
          }))
        )
          return false;
        await imports.insertMembers(
          rows.map(({ row }) => ({
            campaignId,
            kind: 'member' as const,
            email: row.email,
            name: row.nome.split(' ')[0] ?? row.nome,
            lastName: row.nome.split(' ').slice(1).join(' '),
            cpf: row.cpf,
            firstAccess: true,
          })),
        );
        await audit.record(tx, operatorActor(operator), {
          action: 'member.imported',
          targetType: 'campaign',
          targetId: String(campaignId),
          campaignId,
          after: { members: rows.length, points, fileHash: hash },
        });
        return true;
      });
      await openingBalances(campaignId, hash, rows);
      return { ...report, errors: [], imported: recorded, alreadyImported: !recorded };
    },

    async credits(
      operator: ConsoleOperator,
      campaignId: number,
      upload: CsvUpload,
    ): Promise<ImportReport> {
      const { records, rows, errors, hash } = await campaignUpload(campaignId, upload, creditFile);
      const keyOf = (member: string) =>
        member.includes('@') ? member.toLowerCase() : onlyDigits(member);
      const found = await repository.membersOf(
        campaignId,
        rows.map(({ row }) => keyOf(row.membro)),
      );
      const limit = pointsCreditLimits[operator.role];
      const credits: { line: number; memberId: string; points: number; reason: string }[] = [];
      for (const { line, row } of rows) {
        const key = keyOf(row.membro);
        const member = found.find(
          (m) => m.email?.toLowerCase() === key || (m.cpf && onlyDigits(m.cpf) === key),
        );
        const messages = [
          ...(member ? [] : [memberCareMessages.memberUnknown]),
          ...(row.pontos > limit ? [memberCareMessages.aboveLimit(limit)] : []),
        ];
        if (messages.length) errors.push({ line, messages });
        else if (member)
          credits.push({ line, memberId: member.id, points: row.pontos, reason: row.motivo });
      }
      errors.sort(byLine);
      const points = credits.reduce((sum, credit) => sum + credit.points, 0);
      const report = { lines: records.length, points, imported: false, alreadyImported: false };
      const previous = await repository.done('credits', campaignId, hash);
      if (errors.length > 0 || upload.dryRun)
        return { ...report, errors, alreadyImported: !!previous };
      const recorded = await repository.record({
        kind: 'credits',
        campaignId,
        fileHash: hash,
        operatorId: operator.id,
        result: { ...report, imported: true },
      });
      for (const credit of credits)
        await ledger.accrue(
          {
            campaignId,
            userId: credit.memberId,
            points: credit.points,
            description: credit.reason,
            expiresAt: null,
            idempotencyKey: `credits:${hash}:${credit.line}`,
          },
          (tx) =>
            audit.record(tx, operatorActor(operator), {
              action: 'member.points_credited',
              targetType: 'member',
              targetId: credit.memberId,
              campaignId,
              after: {
                points: credit.points,
                reason: credit.reason,
                fileHash: hash,
                line: credit.line,
              },
            }),
        );
      return { ...report, errors: [], imported: recorded, alreadyImported: !recorded };
    },
  };

  /** Each imported member's opening balance, once per file and line whatever the retries. */
  async function openingBalances(
    campaignId: number,
    hash: string,
    rows: { line: number; row: { email: string; pontos: number } }[],
  ) {
    const members = await repository.membersOf(
      campaignId,
      rows.map(({ row }) => row.email),
    );
    const idOf = new Map(members.map((m) => [m.email?.toLowerCase(), m.id]));
    for (const { line, row } of rows) {
      const userId = idOf.get(row.email);
      if (!userId || row.pontos === 0) continue;
      await ledger.accrue({
        campaignId,
        userId,
        points: row.pontos,
        description: 'Saldo inicial (importação)',
        expiresAt: null,
        idempotencyKey: `import:${hash}:${line}`,
      });
    }
  }
}
export type ImportsService = ReturnType<typeof importsService>;
