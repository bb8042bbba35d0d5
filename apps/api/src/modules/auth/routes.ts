import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authMessages,
  errorResponseSchema,
  guestTokensSchema,
  loginRequestSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  refreshRequestSchema,
  ssoAuthorizationSchema,
  ssoCallbackRequestSchema,
  tokensSchema,
} from '@portal/domain/auth';
import { int4IdTextSchema } from '@portal/domain/lib';
import { errorResponses } from '../../lib/errorResponses';
import type { CampaignsService } from '../campaigns/service';
import { headerValue } from '../campaigns/routes';
import type { AuthService } from './service';

const errors = errorResponses(400, 401, 403, 429);
/** Per-IP limits on the credential endpoints; per-account lockout lives in the service. */
const strictLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

export async function authRoutes(
  app: FastifyInstance,
  options: { auth: AuthService; campaigns: CampaignsService },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { auth, campaigns } = options;

  route.post(
    '/api/auth/login',
    {
      config: strictLimit,
      schema: {
        tags: ['auth'],
        body: loginRequestSchema,
        response: { 200: tokensSchema, ...errors },
      },
    },
    async (request) => {
      const campaign = await campaigns.resolve(
        headerValue(request, 'campaign'),
        request.headers.host,
      );
      return auth.login(request.body.email, request.body.password, campaign);
    },
  );

  route.post(
    '/api/auth/refresh',
    {
      config: strictLimit,
      schema: {
        tags: ['auth'],
        body: refreshRequestSchema,
        response: { 200: tokensSchema, ...errors },
      },
    },
    async (request) => auth.refresh(request.body.refreshToken),
  );

  route.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], body: refreshRequestSchema.partial().nullish() } },
    async (request, reply) => {
      const session = request.headers.authorization
        ? await app.authenticate(request).then(
            () => request.session,
            () => null,
          )
        : null;
      await auth.logout(request.body?.refreshToken, session);
      return reply.code(204).send(null);
    },
  );

  route.post(
    '/api/auth/password-reset',
    { config: strictLimit, schema: { tags: ['auth'], body: passwordResetRequestSchema } },
    async (request, reply) => {
      await auth.requestPasswordReset(request.body.email);
      return reply.code(204).send(null);
    },
  );

  route.post(
    '/api/auth/password-reset/confirm',
    {
      config: strictLimit,
      schema: {
        tags: ['auth'],
        body: passwordResetConfirmSchema,
        response: { 204: z.null(), 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await auth.confirmPasswordReset(request.body.token, request.body.password);
      return reply.code(204).send(null);
    },
  );

  route.get(
    '/api/auth',
    {
      schema: {
        tags: ['auth'],
        querystring: z.object({ campaignId: int4IdTextSchema }),
        response: { 200: ssoAuthorizationSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({ url: await auth.ssoAuthorizationUrl(request.query.campaignId) }),
  );

  route.post(
    '/api/auth/sso/callback',
    {
      config: strictLimit,
      schema: {
        tags: ['auth'],
        body: ssoCallbackRequestSchema,
        response: { 200: tokensSchema, ...errors },
      },
    },
    async (request) => auth.ssoCallback(request.body.code, request.body.state),
  );

  route.get(
    '/api/login-guest-by-campaign',
    {
      config: strictLimit,
      schema: {
        tags: ['auth'],
        querystring: z.object({
          code: z.string().trim().min(1, authMessages.guestWithoutToken).max(100),
        }),
        response: { 200: guestTokensSchema, 404: errorResponseSchema },
      },
    },
    async (request) => auth.guest(request.query.code),
  );
}
