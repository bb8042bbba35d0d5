import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consoleCouponInputSchema,
  consoleCouponSchema,
  consoleMessages,
  couponUsageSchema,
  errorResponseSchema,
  int4IdTextSchema,
  type ConsoleCoupon,
  type ConsoleCouponInput,
  type CouponUsage,
} from '@portal/domain';
import type { Db, Tx } from '../../db/client';
import { bookings, campaigns, couponUsages, coupons, users } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { campaignNotFound } from '../campaigns/service';
import { isUniqueViolation } from '../ledger/idempotency';
import type { AuditService } from '../audit/service';
import { currentOperator } from '../operators/guard';
import type { OperatorRow } from '../operators/repository';
import { operatorActor } from '../operators/service';
import { couponsRepository, releasedStates, type CouponRow } from './repository';

const toValues = (input: ConsoleCouponInput) => ({
  ...input,
  code: input.code.toUpperCase(),
  validFrom: input.validFrom ? new Date(input.validFrom) : null,
  validUntil: input.validUntil ? new Date(input.validUntil) : null,
});

const couponNotFound = () => notFound(consoleMessages.couponNotFound, 'COUPON_NOT_FOUND');

async function assertCampaign(db: Db | Tx, campaignId: number): Promise<void> {
  const [row] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (!row) throw notFound(campaignNotFound, 'CAMPAIGN_NOT_FOUND');
}

/** Coupons as the console manages them: create, edit (value, limits, validity, products, active) and see which bookings used them. */
export function couponsConsoleService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;
  const toConsole = async (row: CouponRow): Promise<ConsoleCoupon> => ({
    id: row.id,
    campaignId: row.campaignId,
    code: row.code,
    discountType: row.discountType,
    value: row.value,
    air: row.air,
    car: row.car,
    hotel: row.hotel,
    experience: row.experience,
    bus: row.bus,
    entertainment: row.entertainment,
    active: row.active,
    validFrom: row.validFrom ? row.validFrom.toISOString() : null,
    validUntil: row.validUntil ? row.validUntil.toISOString() : null,
    usageLimit: row.usageLimit,
    usages: await couponsRepository(db).liveUsages(row.id),
    createdAt: row.createdAt.toISOString(),
  });
  const refuseDuplicate = (error: unknown): never => {
    if (isUniqueViolation(error)) throw conflict(consoleMessages.couponExists, 'COUPON_EXISTS');
    throw error;
  };

  return {
    async list(campaignId: number): Promise<ConsoleCoupon[]> {
      await assertCampaign(db, campaignId);
      const rows = await db
        .select()
        .from(coupons)
        .where(eq(coupons.campaignId, campaignId))
        .orderBy(asc(coupons.code));
      return Promise.all(rows.map(toConsole));
    },
    async create(
      operator: OperatorRow,
      campaignId: number,
      input: ConsoleCouponInput,
    ): Promise<ConsoleCoupon> {
      const row = await db
        .transaction(async (tx) => {
          await assertCampaign(tx, campaignId);
          const [created] = await tx
            .insert(coupons)
            .values({ campaignId, ...toValues(input) })
            .returning();
          if (!created) throw new Error('coupon not created');
          await audit.record(tx, operatorActor(operator), {
            action: 'coupon.created',
            targetType: 'coupon',
            targetId: created.id,
            campaignId,
            after: created,
          });
          return created;
        })
        .catch(refuseDuplicate);
      return toConsole(row);
    },
    async update(
      operator: OperatorRow,
      campaignId: number,
      couponId: string,
      input: ConsoleCouponInput,
    ): Promise<ConsoleCoupon> {
      const row = await db
        .transaction(async (tx) => {
          const before = await couponsRepository(tx).lockById(couponId);
          if (!before || before.campaignId !== campaignId) throw couponNotFound();
          const [after] = await tx
            .update(coupons)
            .set(toValues(input))
            .where(and(eq(coupons.id, couponId), eq(coupons.campaignId, campaignId)))
            .returning();
          if (!after) throw new Error('coupon vanished');
          await audit.record(tx, operatorActor(operator), {
            action: 'coupon.updated',
            targetType: 'coupon',
            targetId: couponId,
            campaignId,
            before,
            after,
          });
          return after;
        })
        .catch(refuseDuplicate);
      return toConsole(row);
    },
    /** The bookings that used the coupon, newest first, with the discount each got. */
    async usages(campaignId: number, couponId: string): Promise<CouponUsage[]> {
      const [coupon] = await db
        .select({ campaignId: coupons.campaignId })
        .from(coupons)
        .where(eq(coupons.id, couponId));
      if (!coupon || coupon.campaignId !== campaignId) throw couponNotFound();
      const rows = await db
        .select({ usage: couponUsages, booking: bookings, email: users.email })
        .from(couponUsages)
        .innerJoin(bookings, eq(bookings.id, couponUsages.bookingId))
        .innerJoin(users, eq(users.id, couponUsages.userId))
        .where(eq(couponUsages.couponId, couponId))
        .orderBy(desc(couponUsages.createdAt))
        .limit(500);
      return rows.map(({ usage, booking, email }) => ({
        bookingId: booking.id,
        locator: booking.locator,
        memberEmail: email,
        bookingState: booking.state,
        discountPoints: usage.discountPoints,
        discountCashCents: usage.discountCashCents,
        live: !releasedStates.includes(booking.state),
        createdAt: usage.createdAt.toISOString(),
      }));
    },
  };
}
export type CouponsConsoleService = ReturnType<typeof couponsConsoleService>;

const campaignParams = z.object({ campaignId: int4IdTextSchema });
const couponParams = campaignParams.extend({ couponId: z.uuid() });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export async function couponConsoleRoutes(
  app: FastifyInstance,
  options: { coupons: CouponsConsoleService },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  route.get(
    '/api/console/campaigns/:campaignId/coupons',
    {
      onRequest: [app.requireOperator],
      schema: {
        tags,
        params: campaignParams,
        response: { 200: z.array(consoleCouponSchema), ...errors },
      },
    },
    async (request) => options.coupons.list(request.params.campaignId),
  );
  route.post(
    '/api/console/campaigns/:campaignId/coupons',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags,
        params: campaignParams,
        body: consoleCouponInputSchema,
        response: { 201: consoleCouponSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await options.coupons.create(
            currentOperator(request),
            request.params.campaignId,
            request.body,
          ),
        ),
  );
  route.get(
    '/api/console/campaigns/:campaignId/coupons/:couponId/usages',
    {
      onRequest: [app.requireOperator],
      schema: {
        tags,
        params: couponParams,
        response: { 200: z.array(couponUsageSchema), ...errors },
      },
    },
    async (request) => options.coupons.usages(request.params.campaignId, request.params.couponId),
  );
  route.put(
    '/api/console/campaigns/:campaignId/coupons/:couponId',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags,
        params: couponParams,
        body: consoleCouponInputSchema,
        response: { 200: consoleCouponSchema, ...errors },
      },
    },
    async (request) =>
      options.coupons.update(
        currentOperator(request),
        request.params.campaignId,
        request.params.couponId,
        request.body,
      ),
  );
}
