import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  campaignTermCodes,
  campaignTermInputSchema,
  consoleCampaignTermSchema,
} from '@portal/domain/operators';
import { errorResponseSchema } from '@portal/domain/auth';
import { positiveInt4IdTextSchema } from '@portal/domain/lib';
import { termSchema } from '@portal/domain/leads';
import { headerValue } from '../campaigns/routes';
import type { CampaignsService } from '../campaigns/service';
import { consoleAccess, currentOperator } from '../../plugins/operatorGuard';
import type { TermsService } from './service';

/** A term as the request's campaign shows it (its own text, else the portal's). */
export async function termRoutes(
  app: FastifyInstance,
  options: { terms: TermsService; campaigns: CampaignsService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/term/:code',
    {
      schema: {
        tags: ['terms'],
        params: z.object({ code: z.string().regex(/^[A-Z_]{1,60}$/) }),
        response: { 200: termSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const campaign = await options.campaigns.resolve(
        headerValue(request, 'campaign'),
        request.headers.host,
      );
      return options.terms.forCampaign(campaign.id, request.params.code);
    },
  );
}

const campaignParams = z.object({ campaignId: positiveInt4IdTextSchema });

/** The console's terms of a campaign: read by any operator, written by admins (audited). */
export async function termConsoleRoutes(
  app: FastifyInstance,
  options: { terms: TermsService; campaigns: CampaignsService },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const access = consoleAccess(app);
  route.get(
    '/api/console/campaigns/:campaignId/terms',
    access.operator({
      params: campaignParams,
      response: { 200: z.array(consoleCampaignTermSchema) },
    }),
    async (request) => {
      const campaign = await options.campaigns.get(request.params.campaignId);
      return options.terms.list(campaign.id);
    },
  );
  route.put(
    '/api/console/campaigns/:campaignId/terms/:code',
    access.admin({
      params: campaignParams.extend({ code: z.enum(campaignTermCodes) }),
      body: campaignTermInputSchema,
      response: { 200: consoleCampaignTermSchema },
    }),
    async (request) => {
      const campaign = await options.campaigns.get(request.params.campaignId);
      return options.terms.save(
        currentOperator(request),
        campaign.id,
        request.params.code,
        request.body,
      );
    },
  );
}
