import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consoleExperienceInputSchema,
  consoleExperienceSchema,
  experienceIdSchema,
} from '@portal/domain/operators';
import { consoleAccess, currentOperator } from '../../plugins/operatorGuard';
import { imageUploadRoute } from '../showcases/imageUploadRoute';
import type { ExperiencesConsoleService } from './consoleService';

const experienceId = experienceIdSchema;

export async function experienceConsoleRoutes(
  app: FastifyInstance,
  options: { experiences: ExperiencesConsoleService },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const access = consoleAccess(app);
  route.get(
    '/api/console/experiences',
    access.operator({
      querystring: z.object({
        cityIbge: z
          .string()
          .regex(/^\d{7}$/)
          .optional(),
      }),
      response: { 200: z.array(consoleExperienceSchema) },
    }),
    async (request) => options.experiences.list(request.query.cityIbge),
  );
  route.put(
    '/api/console/experiences/:experienceId',
    access.admin({
      params: z.object({ experienceId }),
      body: consoleExperienceInputSchema,
      response: { 200: consoleExperienceSchema },
    }),
    async (request) =>
      options.experiences.save(currentOperator(request), request.params.experienceId, request.body),
  );
  route.post(
    '/api/console/experiences/:experienceId/images',
    imageUploadRoute(access, z.object({ experienceId })),
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
