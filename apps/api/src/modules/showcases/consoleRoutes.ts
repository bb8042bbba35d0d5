import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consoleShowcaseInputSchema,
  consoleShowcaseSchema,
  errorResponseSchema,
  int4IdTextSchema,
  showcaseIdSchema,
  showcaseImageUploadResultSchema,
  showcaseImageUploadSchema,
  showcaseVisibilitySchema,
} from '@portal/domain';
import { currentOperator } from '../../plugins/operatorGuard';
import type { ShowcasesConsoleService } from './consoleService';

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
