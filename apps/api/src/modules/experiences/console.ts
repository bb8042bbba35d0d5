import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consoleExperienceInputSchema,
  consoleExperienceSchema,
  consoleMessages,
  errorResponseSchema,
  experienceIdSchema,
  showcaseImageUploadResultSchema,
  showcaseImageUploadSchema,
  type ConsoleExperience,
  type ConsoleExperienceInput,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { experiences } from '../../db/schema';
import { checkedImage, imageExtension, type UploadableImageType } from '../../files/images';
import type { FileStorage } from '../../files/storage';
import type { AuditService } from '../audit/service';
import { currentOperator } from '../operators/guard';
import type { OperatorRow } from '../operators/repository';
import { operatorActor } from '../operators/service';

type ExperienceRow = typeof experiences.$inferSelect;
const toConsole = ({ createdAt: _createdAt, ...row }: ExperienceRow): ConsoleExperience => row;

/**
 * The operator's own experiences, as the member search reads them: a change (prices, sessions,
 * switching one off) shows in the next search. Places already taken stay with their bookings.
 */
export function experiencesConsoleService(deps: {
  db: Db;
  storage: FileStorage;
  audit: AuditService;
}) {
  const { db, audit } = deps;
  return {
    async list(cityIbge?: string): Promise<ConsoleExperience[]> {
      const query = db.select().from(experiences);
      const rows = await (
        cityIbge ? query.where(eq(experiences.cityIbge, cityIbge)) : query
      ).orderBy(asc(experiences.id));
      return rows.map(toConsole);
    },
    /** Creates the experience with this id, or replaces it. */
    async save(
      operator: OperatorRow,
      id: string,
      input: ConsoleExperienceInput,
    ): Promise<ConsoleExperience> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(experiences)
          .where(eq(experiences.id, id))
          .for('update');
        const [row] = before
          ? await tx.update(experiences).set(input).where(eq(experiences.id, id)).returning()
          : await tx
              .insert(experiences)
              .values({ id, ...input })
              .returning();
        if (!row) throw new Error('experience not saved');
        const after = toConsole(row);
        await audit.record(tx, operatorActor(operator), {
          action: before ? 'experience.updated' : 'experience.created',
          targetType: 'experience',
          targetId: id,
          before: before ? toConsole(before) : undefined,
          after,
        });
        return after;
      });
    },
    /** Stores an image under a fresh id, to be listed in the experience's images when it is saved. */
    async uploadImage(
      operator: OperatorRow,
      id: string,
      image: { contentType: UploadableImageType; dataBase64: string },
    ): Promise<{ imageId: string; url: string }> {
      const bytes = checkedImage(image.contentType, image.dataBase64, {
        tooLarge: consoleMessages.imageTooLarge,
        wrongType: consoleMessages.imageType,
      });
      const imageId = `img-${randomBytes(6).toString('hex')}`;
      await deps.storage.put(
        `experience/${id}/${imageId}.${imageExtension[image.contentType]}`,
        bytes,
      );
      const url = `/files/experience/${id}/${imageId}`;
      await audit.record(db, operatorActor(operator), {
        action: 'experience.image_uploaded',
        targetType: 'experience',
        targetId: id,
        after: { imageId, url, bytes: bytes.length },
      });
      return { imageId, url };
    },
  };
}
export type ExperiencesConsoleService = ReturnType<typeof experiencesConsoleService>;

const experienceId = experienceIdSchema;
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

export async function experienceConsoleRoutes(
  app: FastifyInstance,
  options: { experiences: ExperiencesConsoleService },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  route.get(
    '/api/console/experiences',
    {
      onRequest: [app.requireOperator],
      schema: {
        tags,
        querystring: z.object({
          cityIbge: z
            .string()
            .regex(/^\d{7}$/)
            .optional(),
        }),
        response: { 200: z.array(consoleExperienceSchema), ...errors },
      },
    },
    async (request) => options.experiences.list(request.query.cityIbge),
  );
  route.put(
    '/api/console/experiences/:experienceId',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags,
        params: z.object({ experienceId }),
        body: consoleExperienceInputSchema,
        response: { 200: consoleExperienceSchema, ...errors },
      },
    },
    async (request) =>
      options.experiences.save(currentOperator(request), request.params.experienceId, request.body),
  );
  route.post(
    '/api/console/experiences/:experienceId/images',
    {
      onRequest: [app.requireAdmin],
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        params: z.object({ experienceId }),
        body: showcaseImageUploadSchema,
        response: { 201: showcaseImageUploadResultSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await options.experiences.uploadImage(
            currentOperator(request),
            request.params.experienceId,
            request.body,
          ),
        ),
  );
}
