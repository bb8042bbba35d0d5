import type { BalanceHistoryRow } from '@portal/domain';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';
import { ledgerRepository } from './repository';

export interface Accrual {
  campaignId: number;
  userId: string;
  points: number;
  description: string;
  expiresAt: Date | null;
  idempotencyKey: string;
}

const STATEMENT_LIMIT = 1000;

/**
 * The points ledger (DESIGN §7). Accruals credit the member from the campaign's issuance
 * account as a lot with its own expiry; the booking engine adds holds, debits and refunds.
 */
export function ledgerService(db: Db) {
  return {
    async accrue(accrual: Accrual): Promise<{ postingId: string; replayed: boolean }> {
      if (!Number.isSafeInteger(accrual.points) || accrual.points <= 0) {
        throw conflict('A quantidade de pontos deve ser um inteiro positivo.');
      }
      return db.transaction(async (tx) => {
        const ledger = ledgerRepository(tx);
        const existing = await ledger.postingByKey(accrual.idempotencyKey);
        if (existing) return { postingId: existing.id, replayed: true };
        const member = await ledger.account(accrual.campaignId, 'member', accrual.userId);
        const issuance = await ledger.account(accrual.campaignId, 'issuance', null);
        const posting = await ledger.insertPosting({
          campaignId: accrual.campaignId,
          action: 'Crédito',
          description: accrual.description,
          idempotencyKey: accrual.idempotencyKey,
        });
        const lot = await ledger.insertLot({
          accountId: member,
          postingId: posting.id,
          points: accrual.points,
          remaining: accrual.points,
          expiresAt: accrual.expiresAt,
        });
        await ledger.insertEntries([
          { postingId: posting.id, accountId: member, lotId: lot.id, points: accrual.points },
          { postingId: posting.id, accountId: issuance, points: -accrual.points },
        ]);
        return { postingId: posting.id, replayed: false };
      });
    },
    async balance(campaignId: number, userId: string): Promise<number> {
      const ledger = ledgerRepository(db);
      return ledger.balance(await ledger.account(campaignId, 'member', userId));
    },
    async statement(campaignId: number, userId: string): Promise<BalanceHistoryRow[]> {
      const ledger = ledgerRepository(db);
      const rows = await ledger.statement(await ledger.account(campaignId, 'member', userId), STATEMENT_LIMIT);
      return rows.map((row) => ({
        date: row.date.toISOString(),
        description: row.description,
        action: row.action,
        pointsValue: row.points,
        expirationDate: row.expiresAt ? row.expiresAt.toISOString() : null,
      }));
    },
  };
}
export type LedgerService = ReturnType<typeof ledgerService>;
