import { hash } from '@node-rs/argon2';
import {
  type BookingMailPreview,
  type MemberMailTemplate,
  consoleMessages,
  memberCareMessages,
  type MemberInvite,
  type ConsoleMember,
  type MemberDetail,
  type NewConsoleMember,
  type PointsAdjustment,
} from '@portal/domain/operators';
import type { Db, Tx } from '../../db/client';
import { campaignsRepository } from '../campaigns/repository';
import { campaignNotFound } from '../campaigns/service';
import { conflict, notFound } from '../../lib/errors';
import { operatorActor, type AuditService } from '../audit/service';
import { isUniqueViolation } from '../../lib/pgErrors';
import type { LedgerService } from '../ledger/service';
import type { ConsoleOperator } from '../../plugins/operatorGuard';
import {
  consoleLedgerKey,
  withinCreditLimit,
  type PointsApprovalsService,
} from './approvals/service';
import { usersRepository, type UserRow } from './repository';

/** The auth module's set-password e-mails (invitation, reset). */
export interface PasswordLinks {
  sendPasswordLink(userId: string, kind: 'invite' | 'reset'): Promise<boolean>;
  previewMemberMail(
    member: { name: string },
    template: MemberMailTemplate,
  ): { subject: string; text: string; html: string };
}
const toMember = (row: UserRow): ConsoleMember => ({
  id: row.id,
  campaignId: row.campaignId,
  email: row.email,
  name: row.name,
  lastName: row.lastName,
  cpf: row.cpf,
  disabled: row.disabled,
  firstAccess: row.firstAccess,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Member care from the console: search, balance and statement, accounts opened by an operator,
 * and manual credits and debits with a reason, through the ledger and idempotent by key.
 */
export function membersConsoleService(deps: {
  db: Db;
  ledger: LedgerService;
  audit: AuditService;
  approvals: PointsApprovalsService;
  passwordLinks: PasswordLinks;
}) {
  const { db, ledger, audit, approvals, passwordLinks } = deps;

  async function member(id: string): Promise<UserRow> {
    const row = await usersRepository(db).memberById(id);
    if (!row) throw notFound(consoleMessages.memberNotFound, 'MEMBER_NOT_FOUND');
    return row;
  }

  return {
    async search(filter: {
      campaignId?: number;
      q?: string;
      limit: number;
    }): Promise<ConsoleMember[]> {
      const rows = await usersRepository(db).searchMembers(filter);
      return rows.map(toMember);
    },

    async detail(id: string): Promise<MemberDetail> {
      const row = await member(id);
      return {
        member: toMember(row),
        balance: await ledger.balance(row.campaignId, row.id),
        statement: await ledger.statement(row.campaignId, row.id),
        pendingCredits: await approvals.list({ status: 'pending', memberId: row.id }),
      };
    },

    async create(
      operator: ConsoleOperator,
      campaignId: number,
      input: NewConsoleMember,
    ): Promise<ConsoleMember> {
      if (!(await campaignsRepository(db).exists(campaignId))) throw notFound(campaignNotFound);
      const passwordHash = await hash(input.password);
      try {
        return await db.transaction(async (tx) => {
          const row = await usersRepository(tx).insert({
            campaignId,
            kind: 'member',
            email: input.email,
            passwordHash,
            name: input.name,
            lastName: input.lastName,
          });
          const created = toMember(row);
          await audit.record(tx, operatorActor(operator), {
            action: 'member.created',
            targetType: 'member',
            targetId: row.id,
            campaignId,
            after: created,
          });
          return created;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(consoleMessages.memberExists, 'MEMBER_EXISTS');
        throw error;
      }
    },

    /** Opens the account without a password and e-mails the invitation to choose one. */
    async invite(
      operator: ConsoleOperator,
      campaignId: number,
      input: MemberInvite,
    ): Promise<ConsoleMember> {
      if (!(await campaignsRepository(db).exists(campaignId))) throw notFound(campaignNotFound);
      let created: ConsoleMember;
      try {
        created = await db.transaction(async (tx) => {
          const row = await usersRepository(tx).insert({
            campaignId,
            kind: 'member',
            email: input.email,
            name: input.name,
            lastName: input.lastName,
            firstAccess: true,
          });
          const member = toMember(row);
          await audit.record(tx, operatorActor(operator), {
            action: 'member.invited',
            targetType: 'member',
            targetId: row.id,
            campaignId,
            after: member,
          });
          return member;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(consoleMessages.memberExists, 'MEMBER_EXISTS');
        throw error;
      }
      await passwordLinks.sendPasswordLink(created.id, 'invite');
      return created;
    },

    /** A blocked member cannot sign in, and the sessions they had end. */
    async block(operator: ConsoleOperator, id: string, blocked: boolean): Promise<ConsoleMember> {
      const before = await member(id);
      return db.transaction(async (tx) => {
        const stored = usersRepository(tx);
        const row = await stored.setDisabled(id, blocked);
        if (!row) throw notFound(consoleMessages.memberNotFound, 'MEMBER_NOT_FOUND');
        if (blocked) await stored.revokeRefreshTokens(id, new Date());
        await audit.record(tx, operatorActor(operator), {
          action: blocked ? 'member.blocked' : 'member.unblocked',
          targetType: 'member',
          targetId: id,
          campaignId: row.campaignId,
          before: { disabled: before.disabled },
          after: { disabled: blocked },
        });
        return toMember(row);
      });
    },

    /** A member e-mail rendered for this member (with a sample link); nothing is sent. */
    async previewMail(id: string, template: MemberMailTemplate): Promise<BookingMailPreview> {
      return { ...passwordLinks.previewMemberMail(await member(id), template), attachments: [] };
    },

    /** E-mails the member a link to choose a new password (or, never signed in, the invitation again). */
    async sendPasswordReset(operator: ConsoleOperator, id: string): Promise<void> {
      const row = await member(id);
      const sent = await passwordLinks.sendPasswordLink(id, row.firstAccess ? 'invite' : 'reset');
      if (!sent) throw conflict(memberCareMessages.cannotSend, 'MEMBER_UNREACHABLE');
      await audit.record(db, operatorActor(operator), {
        action: 'member.password_reset_sent',
        targetType: 'member',
        targetId: id,
        campaignId: row.campaignId,
        after: { kind: row.firstAccess ? 'invite' : 'reset' },
      });
    },

    /**
     * A credit is a new lot; a debit holds and captures. The audit line is written in the
     * ledger's transaction: neither stands without the other. The same key never moves points twice.
     * A credit above the operator's role limit waits for another admin (`applied` false).
     */
    async adjust(
      operator: ConsoleOperator,
      id: string,
      adjustment: PointsAdjustment,
      key: string,
    ): Promise<{ applied: boolean; detail: MemberDetail }> {
      const row = await member(id);
      if (adjustment.direction === 'credit' && !withinCreditLimit(operator, adjustment.points)) {
        await approvals.request(operator, row, adjustment, key);
        return { applied: false, detail: await this.detail(id) };
      }
      const ledgerKey = consoleLedgerKey(key);
      const description = adjustment.reason;
      const audited = (tx: Tx) =>
        audit.record(tx, operatorActor(operator), {
          action:
            adjustment.direction === 'credit' ? 'member.points_credited' : 'member.points_debited',
          targetType: 'member',
          targetId: row.id,
          campaignId: row.campaignId,
          after: { ...adjustment, idempotencyKey: key },
        });
      if (adjustment.direction === 'credit') {
        await ledger.accrue(
          {
            campaignId: row.campaignId,
            userId: row.id,
            points: adjustment.points,
            description,
            expiresAt: null,
            idempotencyKey: ledgerKey,
          },
          audited,
        );
      } else {
        await ledger.debit(
          {
            campaignId: row.campaignId,
            userId: row.id,
            points: adjustment.points,
            description,
            reference: `console:${operator.id}`,
            idempotencyKey: ledgerKey,
          },
          audited,
        );
      }
      return { applied: true, detail: await this.detail(id) };
    },
  };
}
export type MembersConsoleService = ReturnType<typeof membersConsoleService>;
