import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consoleExperienceInputSchema,
  consoleExperienceSchema,
  errorResponseSchema,
  experienceIdSchema,
  showcaseImageUploadResultSchema,
  showcaseImageUploadSchema,
} from '@portal/domain';
import { currentOperator } from '../../plugins/operatorGuard';
import type { ExperiencesConsoleService } from './consoleService';

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
