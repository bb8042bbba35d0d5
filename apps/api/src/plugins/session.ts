import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { authMessages } from '@portal/domain/auth';
import {
  campaignAvailability,
  campaignUnavailableCodes,
  lifecycleMessages,
  type CampaignLifecycleFields,
} from '@portal/domain/campaigns';
import { unauthorized, forbidden } from '../lib/errors';

export type UserKind = 'member' | 'guest' | 'voucher';

export interface SessionClaims {
  userId: string;
  campaignId: number;
  kind: UserKind;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    issueAccessToken: (claims: SessionClaims) => Promise<{ idToken: string; expiresIn: number }>;
  }
  interface FastifyRequest {
    session: SessionClaims | null;
  }
}

/** The user's token generation, whether they are disabled, and their campaign's lifecycle. */
export interface SessionState {
  tokensGeneration: number;
  disabled: boolean;
  campaign: CampaignLifecycleFields;
}

interface SessionOptions {
  secret: string;
  accessTokenTtlSeconds: number;
  /** Undefined for no such user. */
  sessionState: (userId: string) => Promise<SessionState | undefined>;
}

const ISSUER = 'loyalty-travel-portal';

/**
 * Access tokens (JWT, HS256) any api instance can verify, carrying the user's token generation
 * (`gen`): a sign-out or a password change moves it, and every token issued before stops
 * working at once rather than at its expiry; so does a disabled user's.
 */
export const sessionPlugin = fp<SessionOptions>(async (app: FastifyInstance, options) => {
  // Imported once: jose imports raw key bytes again at every signature and check.
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(options.secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  app.decorateRequest('session', null);

  app.decorate('issueAccessToken', async (claims: SessionClaims) => {
    const state = await options.sessionState(claims.userId);
    const gen = state?.tokensGeneration ?? 0;
    const idToken = await new SignJWT({ cid: claims.campaignId, kind: claims.kind, gen })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${options.accessTokenTtlSeconds}s`)
      .sign(key);
    return { idToken, expiresIn: options.accessTokenTtlSeconds };
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) throw unauthorized(authMessages.unauthorized, 'NO_TOKEN');
    let generation: unknown;
    try {
      const { payload } = await jwtVerify(header.slice(7), key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
      });
      const kind = payload.kind;
      if (typeof payload.sub !== 'string' || typeof payload.cid !== 'number' || !isKind(kind)) {
        throw unauthorized(authMessages.unauthorized, 'INVALID_TOKEN');
      }
      request.session = { userId: payload.sub, campaignId: payload.cid, kind };
      generation = payload.gen ?? 0;
    } catch (error) {
      const code = error instanceof joseErrors.JWTExpired ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN';
      throw unauthorized(authMessages.unauthorized, code);
    }
    const state = await options.sessionState(request.session.userId);
    if (!state || state.disabled || state.tokensGeneration !== generation) {
      request.session = null;
      throw unauthorized(authMessages.unauthorized, 'TOKEN_REVOKED');
    }
    // A campaign deactivated (or ended) ends its members' sessions with it; refreshing is refused too.
    const availability = campaignAvailability(state.campaign, new Date());
    if (availability !== 'open') {
      request.session = null;
      throw unauthorized(lifecycleMessages[availability], campaignUnavailableCodes[availability]);
    }
    // A token is valid only for the campaign it was issued in (campaign isolation).
    const headerCampaign = request.headers.campaign;
    if (headerCampaign !== undefined && Number(headerCampaign) !== request.session.campaignId) {
      throw forbidden(authMessages.campaignMismatch, 'CAMPAIGN_MISMATCH');
    }
  });
});

const isKind = (value: unknown): value is UserKind =>
  value === 'member' || value === 'guest' || value === 'voucher';

/** The verified session of a route guarded by `app.authenticate`. */
export function requireSession(request: FastifyRequest): SessionClaims {
  if (!request.session) throw unauthorized(authMessages.unauthorized, 'NO_TOKEN');
  return request.session;
}
