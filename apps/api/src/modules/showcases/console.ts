import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consoleMessages,
  consoleShowcaseInputSchema,
  consoleShowcaseSchema,
  errorResponseSchema,
  int4IdTextSchema,
  showcaseIdSchema,
  showcaseImageUploadResultSchema,
  showcaseImageUploadSchema,
  showcaseVisibilitySchema,
  type ConsoleShowcase,
  type ConsoleShowcaseInput,
} from '@portal/domain';
import type { Db, Tx } from '../../db/client';
import { campaigns, showcases } from '../../db/schema';
import { checkedImage, imageExtension, type UploadableImageType } from '../../files/images';
import type { FileStorage } from '../../files/storage';
import { notFound } from '../../lib/errors';
import type { AuditService } from '../audit/service';
import { campaignNotFound } from '../campaigns/service';
import { currentOperator } from '../operators/guard';
import type { OperatorRow } from '../operators/repository';
import { operatorActor } from '../operators/service';

type ShowcaseRow = typeof showcases.$inferSelect;
const toConsole = (row: ShowcaseRow): ConsoleShowcase => ({
  id: row.id,
  campaignId: row.campaignId,
  position: row.position,
  name: row.name,
  description: row.description,
  images: row.images,
  hidden: row.hidden,
});
const showcaseNotFound = () => notFound(consoleMessages.showcaseNotFound, 'SHOWCASE_NOT_FOUND');

async function assertCampaign(db: Db | Tx, campaignId: number): Promise<void> {
  const [campaign] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (!campaign) throw notFound(campaignNotFound);
}

/** The campaign's showcase of this id, locked for a change; another campaign's is not found. */
async function lockShowcase(
  tx: Tx,
  campaignId: number,
  showcaseId: string,
): Promise<ShowcaseRow | undefined> {
  const [row] = await tx.select().from(showcases).where(eq(showcases.id, showcaseId)).for('update');
  if (row && row.campaignId !== campaignId) throw showcaseNotFound();
  return row;
}

/** The member home's showcases, per campaign: edited, hidden or deleted in the console, their images in file storage. */
export function showcasesConsoleService(deps: {
  db: Db;
  storage: FileStorage;
  audit: AuditService;
}) {
  const { db, audit } = deps;
  return {
    async list(campaignId: number): Promise<ConsoleShowcase[]> {
      return (
        await db
          .select()
          .from(showcases)
          .where(eq(showcases.campaignId, campaignId))
          .orderBy(asc(showcases.position))
      ).map(toConsole);
    },
    /** Creates the showcase with this id in the campaign, or replaces it. */
    async save(
      operator: OperatorRow,
      campaignId: number,
      showcaseId: string,
      input: ConsoleShowcaseInput,
    ): Promise<ConsoleShowcase> {
      return db.transaction(async (tx) => {
        await assertCampaign(tx, campaignId);
        const before = await lockShowcase(tx, campaignId, showcaseId);
        const [row] = before
          ? await tx
              .update(showcases)
              .set(input)
              .where(and(eq(showcases.id, showcaseId), eq(showcases.campaignId, campaignId)))
              .returning()
          : await tx
              .insert(showcases)
              .values({ id: showcaseId, campaignId, ...input })
              .returning();
        if (!row) throw new Error('showcase not saved');
        const after = toConsole(row);
        await audit.record(tx, operatorActor(operator), {
          action: before ? 'showcase.updated' : 'showcase.created',
          targetType: 'showcase',
          targetId: showcaseId,
          campaignId,
          before: before ? toConsole(before) : undefined,
          after,
        });
        return after;
      });
    },
    /** Hides the showcase from the member home, or shows it again; the console keeps it either way. */
    async setHidden(
      operator: OperatorRow,
      campaignId: number,
      showcaseId: string,
      hidden: boolean,
    ): Promise<ConsoleShowcase> {
      return db.transaction(async (tx) => {
        const before = await lockShowcase(tx, campaignId, showcaseId);
        if (!before) throw showcaseNotFound();
        const [row] = await tx
          .update(showcases)
          .set({ hidden })
          .where(eq(showcases.id, showcaseId))
          .returning();
        if (!row) throw new Error('showcase vanished');
        const after = toConsole(row);
        await audit.record(tx, operatorActor(operator), {
          action: hidden ? 'showcase.hidden' : 'showcase.shown',
          targetType: 'showcase',
          targetId: showcaseId,
          campaignId,
          before: toConsole(before),
          after,
        });
        return after;
      });
    },
    /** Removes the showcase; the trail keeps what it was. */
    async remove(operator: OperatorRow, campaignId: number, showcaseId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await lockShowcase(tx, campaignId, showcaseId);
        if (!before) throw showcaseNotFound();
        await tx.delete(showcases).where(eq(showcases.id, showcaseId));
        await audit.record(tx, operatorActor(operator), {
          action: 'showcase.deleted',
          targetType: 'showcase',
          targetId: showcaseId,
          campaignId,
          before: toConsole(before),
        });
      });
    },
    /** Stores an image under a fresh id, to be listed in the showcase's images when it is saved. */
    async uploadImage(
      operator: OperatorRow,
      campaignId: number,
      showcaseId: string,
      image: { contentType: UploadableImageType; dataBase64: string },
    ) {
      await db.transaction(async (tx) => {
        await assertCampaign(tx, campaignId);
        await lockShowcase(tx, campaignId, showcaseId);
      });
      const bytes = checkedImage(image.contentType, image.dataBase64, {
        tooLarge: consoleMessages.imageTooLarge,
        wrongType: consoleMessages.imageType,
      });
      const imageId = `img-${randomBytes(6).toString('hex')}`;
      await deps.storage.put(
        `showcase/${showcaseId}/${imageId}.${imageExtension[image.contentType]}`,
        bytes,
      );
      const url = `/files/showcase/${showcaseId}/${imageId}`;
      await audit.record(db, operatorActor(operator), {
        action: 'showcase.image_uploaded',
        targetType: 'showcase',
        targetId: showcaseId,
        campaignId,
        after: { imageId, url, bytes: bytes.length },
      });
      return { imageId, url };
    },
  };
}
export type ShowcasesConsoleService = ReturnType<typeof showcasesConsoleService>;

const campaignParams = z.object({ campaignId: int4IdTextSchema });
const showcaseId = showcaseIdSchema;
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

export async function showcaseConsoleRoutes(
  app: FastifyInstance,
  options: { showcases: ShowcasesConsoleService },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  route.get(
    '/api/console/campaigns/:campaignId/showcases',
    {
      onRequest: [app.requireOperator],
      schema: {
        tags,
        params: campaignParams,
        response: { 200: z.array(consoleShowcaseSchema), ...errors },
      },
    },
    async (request) => options.showcases.list(request.params.campaignId),
  );
  route.put(
    '/api/console/campaigns/:campaignId/showcases/:showcaseId',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags,
        params: campaignParams.extend({ showcaseId }),
        body: consoleShowcaseInputSchema,
        response: { 200: consoleShowcaseSchema, ...errors },
      },
    },
    async (request) =>
      options.showcases.save(
        currentOperator(request),
        request.params.campaignId,
        request.params.showcaseId,
        request.body,
      ),
  );
  route.put(
    '/api/console/campaigns/:campaignId/showcases/:showcaseId/visibility',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags,
        params: campaignParams.extend({ showcaseId }),
        body: showcaseVisibilitySchema,
        response: { 200: consoleShowcaseSchema, ...errors },
      },
    },
    async (request) =>
      options.showcases.setHidden(
        currentOperator(request),
        request.params.campaignId,
        request.params.showcaseId,
        request.body.hidden,
      ),
  );
  route.delete(
    '/api/console/campaigns/:campaignId/showcases/:showcaseId',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags,
        params: campaignParams.extend({ showcaseId }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await options.showcases.remove(
        currentOperator(request),
        request.params.campaignId,
        request.params.showcaseId,
      );
      return reply.code(204).send(null);
    },
  );
  route.post(
    '/api/console/campaigns/:campaignId/showcases/:showcaseId/images',
    {
      onRequest: [app.requireAdmin],
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        params: campaignParams.extend({ showcaseId }),
        body: showcaseImageUploadSchema,
        response: { 201: showcaseImageUploadResultSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await options.showcases.uploadImage(
            currentOperator(request),
            request.params.campaignId,
            request.params.showcaseId,
            request.body,
          ),
        ),
  );
}
