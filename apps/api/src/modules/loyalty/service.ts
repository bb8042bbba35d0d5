import { loyaltyMessages, type LoyaltyRedemption } from '@portal/domain/loyalty';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Hold } from '../ledger/repository';
import type { LedgerService } from '../ledger/service';
import { usersRepository } from '../users/repository';
import type { LoyaltyClientRow } from './clientsRepository';

export const toRedemption = (hold: Hold): LoyaltyRedemption => ({
  redemptionId: hold.id,
  memberId: hold.userId,
  points: hold.points,
  status: hold.status,
  reference: hold.reference,
  refundedPoints: hold.refundedPoints,
  createdAt: hold.createdAt.toISOString(),
  updatedAt: hold.updatedAt.toISOString(),
});

/**
 * The programme's use cases, each confined to its client's campaign and carried out by the
 * points ledger: accrual credits a lot, redeem holds points, capture debits them, reverse
 * releases a hold, refund gives captured points back. Ledger keys are namespaced by client, so
 * two programmes never share a key.
 */
export function loyaltyService(deps: { db: Db; ledger: LedgerService }) {
  const { ledger } = deps;
  const ledgerKey = (client: LoyaltyClientRow, key: string) => `loyalty:${client.id}:${key}`;

  async function member(client: LoyaltyClientRow, memberId: string): Promise<string> {
    const userId = await ledger.findMember(client.campaignId, { userId: memberId });
    if (!userId) throw notFound(loyaltyMessages.memberNotFound, 'MEMBER_NOT_FOUND');
    return userId;
  }

  async function redemption(client: LoyaltyClientRow, redemptionId: string): Promise<Hold> {
    const hold = await ledger.holdById(redemptionId);
    if (!hold || hold.campaignId !== client.campaignId)
      throw notFound(loyaltyMessages.redemptionNotFound, 'REDEMPTION_NOT_FOUND');
    return hold;
  }

  return {
    async findMember(client: LoyaltyClientRow, email: string) {
      const row = await usersRepository(deps.db).memberByEmail(client.campaignId, email);
      if (!row) throw notFound(loyaltyMessages.memberNotFound, 'MEMBER_NOT_FOUND');
      return { memberId: row.id, email: row.email, name: `${row.name} ${row.lastName}`.trim() };
    },
    async balance(client: LoyaltyClientRow, memberId: string) {
      const userId = await member(client, memberId);
      return {
        memberId: userId,
        points: await ledger.balance(client.campaignId, userId),
        asOf: new Date().toISOString(),
      };
    },
    async statement(client: LoyaltyClientRow, memberId: string) {
      const userId = await member(client, memberId);
      return { memberId: userId, entries: await ledger.statement(client.campaignId, userId) };
    },
    async accrue(
      client: LoyaltyClientRow,
      memberId: string,
      body: { points: number; description: string; expiresAt?: string | null },
      key: string,
    ) {
      const userId = await member(client, memberId);
      const result = await ledger.accrue({
        campaignId: client.campaignId,
        userId,
        points: body.points,
        description: body.description,
        expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
        idempotencyKey: ledgerKey(client, key),
      });
      return {
        transactionId: result.postingId,
        memberId: userId,
        points: result.points,
        description: result.description,
        expiresAt: result.expiresAt ? result.expiresAt.toISOString() : null,
        createdAt: result.createdAt.toISOString(),
      };
    },
    async redeem(
      client: LoyaltyClientRow,
      memberId: string,
      body: { points: number; description: string; reference: string },
      key: string,
    ) {
      const userId = await member(client, memberId);
      const { hold } = await ledger.hold({
        campaignId: client.campaignId,
        userId,
        ...body,
        idempotencyKey: ledgerKey(client, key),
      });
      return toRedemption(hold);
    },
    async get(client: LoyaltyClientRow, redemptionId: string) {
      return toRedemption(await redemption(client, redemptionId));
    },
    async capture(client: LoyaltyClientRow, redemptionId: string) {
      const hold = await redemption(client, redemptionId);
      return toRedemption((await ledger.capture(hold.id)).hold);
    },
    async reverse(client: LoyaltyClientRow, redemptionId: string) {
      const hold = await redemption(client, redemptionId);
      return toRedemption((await ledger.release(hold.id, 'Resgate revertido pelo programa')).hold);
    },
    async refund(
      client: LoyaltyClientRow,
      redemptionId: string,
      body: { points: number; description?: string },
      key: string,
    ) {
      const hold = await redemption(client, redemptionId);
      const result = await ledger.refund(
        hold.id,
        body.points,
        ledgerKey(client, key),
        body.description ?? 'Estorno de pontos pelo programa',
      );
      return toRedemption(result.hold);
    },
  };
}
export type LoyaltyService = ReturnType<typeof loyaltyService>;
