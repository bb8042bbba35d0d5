import { hash } from '@node-rs/argon2';
import { and, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingMailPreviewSchema,
  consoleMemberSchema,
  memberMailPreviewParamsSchema,
  type BookingMailPreview,
  type MemberMailTemplate,
  consoleMessages,
  memberBlockSchema,
  memberCareMessages,
  memberInviteSchema,
  type MemberInvite,
  errorResponseSchema,
  memberDetailSchema,
  memberSearchSchema,
  newConsoleMemberSchema,
  pointsAdjustmentSchema,
  positiveInt4IdTextSchema,
  type ConsoleMember,
  type MemberDetail,
  type NewConsoleMember,
  type PointsAdjustment,
} from '@portal/domain';
import type { Db, Tx } from '../../db/client';
import { campaigns, refreshTokens, users } from '../../db/schema';
import { campaignNotFound } from '../campaigns/service';
import { conflict, notFound } from '../../lib/errors';
import type { AuditService } from '../audit/service';
import { isUniqueViolation } from '../ledger/idempotency';
import type { LedgerService } from '../ledger/service';
import { currentOperator } from '../operators/guard';
import type { OperatorRow } from '../operators/repository';
import { operatorActor } from '../operators/service';
import {
  consoleLedgerKey,
  withinCreditLimit,
  type PointsApprovalsService,
} from './approvals/service';

type UserRow = typeof users.$inferSelect;
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
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

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
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.kind, 'member')));
    if (!row) throw notFound(consoleMessages.memberNotFound, 'MEMBER_NOT_FOUND');
    return row;
  }

  return {
    async search(filter: {
      campaignId?: number;
      q?: string;
      limit: number;
    }): Promise<ConsoleMember[]> {
      const where: (SQL | undefined)[] = [eq(users.kind, 'member')];
      if (filter.campaignId !== undefined) where.push(eq(users.campaignId, filter.campaignId));
      if (filter.q) {
        const like = `%${escapeLike(filter.q)}%`;
        const matches = [
          ilike(users.email, like),
          ilike(users.name, like),
          ilike(users.lastName, like),
          ilike(users.cpf, like),
        ];
        if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(filter.q))
          matches.push(eq(users.id, filter.q));
        where.push(or(...matches));
      }
      const rows = await db
        .select()
        .from(users)
        .where(and(...where))
        .orderBy(desc(users.createdAt))
        .limit(filter.limit);
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
      operator: OperatorRow,
      campaignId: number,
      input: NewConsoleMember,
    ): Promise<ConsoleMember> {
      const [campaign] = await db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(eq(campaigns.id, campaignId));
      if (!campaign) throw notFound(campaignNotFound);
      const passwordHash = await hash(input.password);
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(users)
            .values({
              campaignId,
              kind: 'member',
              email: input.email,
              passwordHash,
              name: input.name,
              lastName: input.lastName,
            })
            .returning();
          if (!row) throw new Error('member not created');
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
      operator: OperatorRow,
      campaignId: number,
      input: MemberInvite,
    ): Promise<ConsoleMember> {
      const [campaign] = await db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(eq(campaigns.id, campaignId));
      if (!campaign) throw notFound(campaignNotFound);
      let created: ConsoleMember;
      try {
        created = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(users)
            .values({
              campaignId,
              kind: 'member',
              email: input.email,
              name: input.name,
              lastName: input.lastName,
              firstAccess: true,
            })
            .returning();
          if (!row) throw new Error('member not created');
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
    async block(operator: OperatorRow, id: string, blocked: boolean): Promise<ConsoleMember> {
      const before = await member(id);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ disabled: blocked })
          .where(eq(users.id, id))
          .returning();
        if (!row) throw notFound(consoleMessages.memberNotFound, 'MEMBER_NOT_FOUND');
        if (blocked)
          await tx
            .update(refreshTokens)
            .set({ revokedAt: new Date() })
            .where(and(eq(refreshTokens.userId, id), isNull(refreshTokens.revokedAt)));
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

    /** E-mails the member a link to choose a new password (or, never signed in, the invitation again). */
    /** A member e-mail rendered for this member (with a sample link); nothing is sent. */
    async previewMail(id: string, template: MemberMailTemplate): Promise<BookingMailPreview> {
      return { ...passwordLinks.previewMemberMail(await member(id), template), attachments: [] };
    },

    async sendPasswordReset(operator: OperatorRow, id: string): Promise<void> {
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
      operator: OperatorRow,
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

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const memberParams = z.object({ memberId: z.uuid() });

export async function memberConsoleRoutes(
  app: FastifyInstance,
  options: { members: MembersConsoleService },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  const { members } = options;
  route.get(
    '/api/console/members',
    {
      onRequest: [app.requireOperator],
      schema: {
        tags,
        querystring: memberSearchSchema,
        response: { 200: z.array(consoleMemberSchema), ...errors },
      },
    },
    async (request) => members.search(request.query),
  );
  route.get(
    '/api/console/members/:memberId',
    {
      onRequest: [app.requireOperator],
      schema: { tags, params: memberParams, response: { 200: memberDetailSchema, ...errors } },
    },
    async (request) => members.detail(request.params.memberId),
  );
  route.post(
    '/api/console/campaigns/:campaignId/members',
    {
      onRequest: [app.requireOperator],
      schema: {
        tags,
        params: z.object({ campaignId: positiveInt4IdTextSchema }),
        body: newConsoleMemberSchema,
        response: { 201: consoleMemberSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await members.create(currentOperator(request), request.params.campaignId, request.body),
        ),
  );
  route.post(
    '/api/console/campaigns/:campaignId/members/invite',
    {
      onRequest: [app.requireOperator],
      schema: {
        tags,
        params: z.object({ campaignId: positiveInt4IdTextSchema }),
        body: memberInviteSchema,
        response: { 201: consoleMemberSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await members.invite(currentOperator(request), request.params.campaignId, request.body),
        ),
  );
  route.put(
    '/api/console/members/:memberId/block',
    {
      onRequest: [app.requireOperator],
      schema: {
        tags,
        params: memberParams,
        body: memberBlockSchema,
        response: { 200: consoleMemberSchema, ...errors },
      },
    },
    async (request) =>
      members.block(currentOperator(request), request.params.memberId, request.body.blocked),
  );
  route.get(
    '/api/console/members/:memberId/mails/:template',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags,
        params: memberMailPreviewParamsSchema,
        response: { 200: bookingMailPreviewSchema, ...errors },
      },
    },
    async (request) => members.previewMail(request.params.memberId, request.params.template),
  );
  route.post(
    '/api/console/members/:memberId/password-reset',
    {
      onRequest: [app.requireOperator],
      schema: { tags, params: memberParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await members.sendPasswordReset(currentOperator(request), request.params.memberId);
      return reply.code(204).send(null);
    },
  );
  route.post(
    '/api/console/members/:memberId/adjustments',
    {
      onRequest: [app.requireOperator],
      schema: {
        tags,
        params: memberParams,
        headers: z.object({ 'idempotency-key': z.string().trim().min(1).max(200) }),
        body: pointsAdjustmentSchema,
        response: { 200: memberDetailSchema, 202: memberDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { applied, detail } = await members.adjust(
        currentOperator(request),
        request.params.memberId,
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.code(applied ? 200 : 202).send(detail);
    },
  );
}
