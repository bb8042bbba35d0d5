import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consoleShowcaseInputSchema,
  consoleShowcaseSchema,
  showcaseIdSchema,
  showcaseVisibilitySchema,
} from '@portal/domain/operators';
import { int4IdTextSchema } from '@portal/domain/lib';
import { consoleAccess, currentOperator } from '../../plugins/operatorGuard';
import { imageUploadRoute } from './imageUploadRoute';
import type { ShowcasesConsoleService } from './consoleService';

const campaignParams = z.object({ campaignId: int4IdTextSchema });
const showcaseId = showcaseIdSchema;

export async function showcaseConsoleRoutes(
  app: FastifyInstance,
  options: { showcases: ShowcasesConsoleService },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const access = consoleAccess(app);
  route.get(
    '/api/console/campaigns/:campaignId/showcases',
    access.operator({
      params: campaignParams,
      response: { 200: z.array(consoleShowcaseSchema) },
    }),
    async (request) => options.showcases.list(request.params.campaignId),
  );
  route.put(
    '/api/console/campaigns/:campaignId/showcases/:showcaseId',
    access.admin({
      params: campaignParams.extend({ showcaseId }),
      body: consoleShowcaseInputSchema,
      response: { 200: consoleShowcaseSchema },
    }),
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
    access.admin({
      params: campaignParams.extend({ showcaseId }),
      body: showcaseVisibilitySchema,
      response: { 200: consoleShowcaseSchema },
    }),
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
    access.admin({
      params: campaignParams.extend({ showcaseId }),
      response: { 204: z.null() },
    }),
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
    imageUploadRoute(access, campaignParams.extend({ showcaseId })),
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
