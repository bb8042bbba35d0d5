import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  balanceHistorySchema,
  passwordChangeSchema,
  profileUpdateSchema,
  sessionUserSchema,
} from '@portal/domain/users';
import {
  errorResponseSchema,
  guestTokensSchema,
  passwordSchema,
  registrationSchema,
  tokensSchema,
} from '@portal/domain/auth';
import { badRequest } from '../../lib/errors';
import { requireSession } from '../../plugins/session';
import type { AuthService } from '../auth/service';
import { headerValue } from '../campaigns/routes';
import type { CampaignsService } from '../campaigns/service';
import type { UsersService } from './service';

export async function userRoutes(
  app: FastifyInstance,
  options: { users: UsersService; auth: AuthService; campaigns: CampaignsService },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { users, auth, campaigns } = options;
  // A fresh hook list per route: plugins such as the rate limiter append to it.
  const guarded = () => ({ onRequest: [app.authenticate] });

  route.get(
    '/api/user',
    {
      ...guarded(),
      schema: { tags: ['users'], response: { 200: sessionUserSchema, 401: errorResponseSchema } },
    },
    async (request) => users.current(requireSession(request)),
  );

  route.put(
    '/api/user/profile',
    {
      ...guarded(),
      schema: {
        tags: ['users'],
        body: profileUpdateSchema,
        response: { 200: sessionUserSchema, 400: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => users.updateProfile(requireSession(request), request.body),
  );

  route.put(
    '/api/user/password',
    {
      ...guarded(),
      // The same per-IP limit as the login: the current password is a credential to guess.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        body: passwordChangeSchema,
        response: {
          200: tokensSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => auth.changePassword(requireSession(request), request.body),
  );

  route.get(
    '/api/user/balance-history',
    {
      ...guarded(),
      schema: {
        tags: ['users'],
        response: { 200: balanceHistorySchema, 403: errorResponseSchema },
      },
    },
    async (request) => users.statement(requireSession(request)),
  );

  route.get(
    '/api/user/:uid',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        params: z.object({ uid: z.string().min(1).max(100) }),
        response: {
          200: guestTokensSchema.extend({ user: sessionUserSchema }),
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const campaign = await campaigns.resolve(
        headerValue(request, 'campaign'),
        request.headers.host,
      );
      const { tokens, user } = await auth.voucher(request.params.uid, campaign);
      return { ...tokens, user: await users.toSessionUser(user) };
    },
  );

  route.post(
    '/api/user',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        body: registrationSchema,
        response: { 201: tokensSchema, 400: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const campaign = await campaigns.resolve(
        headerValue(request, 'campaign'),
        request.headers.host,
      );
      return reply.code(201).send(await auth.register(request.body, campaign));
    },
  );

  route.put(
    '/api/user/first-access/:encoded',
    {
      ...guarded(),
      schema: {
        tags: ['users'],
        params: z.object({ encoded: z.string().min(1).max(400) }),
        response: { 204: z.null(), 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const decoded = passwordSchema.safeParse(
        Buffer.from(request.params.encoded, 'base64').toString('utf8'),
      );
      if (!decoded.success) throw badRequest(decoded.error.issues[0]?.message ?? 'Senha inválida.');
      await auth.changeFirstAccessPassword(requireSession(request), decoded.data);
      return reply.code(204).send(null);
    },
  );
}
