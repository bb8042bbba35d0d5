import { hash, verify } from '@node-rs/argon2';
import * as oidc from 'openid-client';
import { accountMessages, type PasswordChange } from '@portal/domain/users';
import {
  authMessages,
  passwordMessages,
  registrationMessages,
  type GuestTokens,
  type Registration,
  type Tokens,
} from '@portal/domain/auth';
import { onlyDigits } from '@portal/domain/lib';
import { type MemberMailTemplate } from '@portal/domain/operators';
import type { FastifyInstance } from 'fastify';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../lib/errors';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import type { Mailer } from '../../mail/mailer';
import type { SessionClaims } from '../../plugins/session';
import type { CampaignRow } from '../campaigns/repository';
import type { CampaignsService } from '../campaigns/service';
import type { OidcClientSettings } from '../campaigns/settings';
import type { UserRow, UsersRepository } from '../users/repository';
import { signInAttempts } from './attempts';
import type { AuthRepository } from './repository';
import { memberMail } from './memberMails';

const RESET_TTL_MS = 60 * 60 * 1000;
const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const SSO_STATE_TTL_MS = 10 * 60 * 1000;
// Verifying against a fixed hash when the account does not exist keeps response times alike.
const UNKNOWN_ACCOUNT_HASH = await hash('unknown-account-placeholder');

interface AuthDeps {
  app: Pick<FastifyInstance, 'issueAccessToken'>;
  repository: AuthRepository;
  users: UsersRepository;
  campaigns: CampaignsService;
  mailer: Mailer;
  publicUrl: string;
  refreshTokenTtlSeconds: number;
  allowInsecureIdentityProviders: boolean;
}

export function authService(deps: AuthDeps) {
  const oidcConfigs = new Map<string, Promise<oidc.Configuration>>();
  const attempts = signInAttempts(deps.repository);

  /** New tokens; a refresh token rotated from another stays in its family. */
  async function tokensFor(user: UserRow, familyId?: string): Promise<Tokens> {
    const access = await deps.app.issueAccessToken(claimsOf(user));
    const refreshToken = newOpaqueToken();
    await deps.repository.insertRefreshToken({
      tokenHash: hashToken(refreshToken),
      userId: user.id,
      familyId,
      expiresAt: new Date(Date.now() + deps.refreshTokenTtlSeconds * 1000),
    });
    return { ...access, refreshToken, localId: user.id };
  }

  function oidcConfiguration(settings: OidcClientSettings): Promise<oidc.Configuration> {
    const key = `${settings.issuer}|${settings.clientId}`;
    let config = oidcConfigs.get(key);
    if (!config) {
      const insecure = deps.allowInsecureIdentityProviders && settings.issuer.startsWith('http:');
      config = oidc.discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        oidc.ClientSecretBasic(settings.clientSecret),
        insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
      config.catch(() => oidcConfigs.delete(key));
      oidcConfigs.set(key, config);
    }
    return config;
  }

  /**
   * The campaign's identity provider as discovered; one that cannot be reached or read (down, or
   * an issuer typed wrong in the console) is a dependency out of service, said as such.
   */
  async function identityProvider(settings: OidcClientSettings): Promise<oidc.Configuration> {
    try {
      return await oidcConfiguration(settings);
    } catch {
      throw new AppError(503, authMessages.ssoUnavailable, 'SSO_UNAVAILABLE');
    }
  }

  const redirectUri = () => new URL('/auth/callback', deps.publicUrl).toString();
  const resetLink = (token: string) =>
    new URL(`/reset-password?token=${token}`, deps.publicUrl).toString();
  /**
   * A link the console sends opens on the member's campaign's own address (PUBLIC_URL's scheme
   * and port): the page then signs the member in there, and another host is another campaign.
   */
  const campaignResetLink = async (campaignId: number, token: string) => {
    const url = new URL(resetLink(token));
    const [host] = (await deps.campaigns.get(campaignId)).hosts;
    if (host) url.hostname = host;
    return url.toString();
  };

  return {
    async login(email: string, password: string, campaign: CampaignRow): Promise<Tokens> {
      const account = email.trim().toLowerCase();
      const attempt = await attempts.reserve(account);
      if (!attempt) throw tooManyRequests(authMessages.tooManyAttempts);
      const user = await deps.users.byEmail(account);
      const valid = await verify(user?.passwordHash ?? UNKNOWN_ACCOUNT_HASH, password);
      // A wrong password leaves the reserved attempt recorded as a failure.
      if (!user || !user.passwordHash || !valid)
        throw unauthorized(authMessages.invalidCredentials, 'INVALID_CREDENTIALS');
      if (user.disabled || user.kind !== 'member') {
        await attempt.release();
        throw unauthorized(authMessages.unauthorized, 'ACCOUNT_BLOCKED');
      }
      if (user.campaignId !== campaign.id) {
        await attempt.release();
        throw forbidden(authMessages.campaignMismatch, 'CAMPAIGN_MISMATCH');
      }
      await attempt.succeed();
      return tokensFor(user);
    },

    /**
     * Rotates a refresh token. One already used shown again means a copy is loose (OAuth 2.0
     * Security BCP): every token of its sign-in is revoked and its access tokens ended.
     */
    async refresh(refreshToken: string): Promise<Tokens> {
      const now = new Date();
      const tokenHash = hashToken(refreshToken);
      const consumed = await deps.repository.consumeRefreshToken(tokenHash, now);
      if (!consumed) {
        const owner = await deps.repository.revokeFamilyOfReused(tokenHash, now);
        if (owner) await deps.repository.endAccessTokens(owner);
        throw unauthorized(authMessages.unauthorized, 'INVALID_REFRESH_TOKEN');
      }
      const user = await deps.users.byId(consumed.userId);
      if (!user || user.disabled)
        throw unauthorized(authMessages.unauthorized, 'INVALID_REFRESH_TOKEN');
      await deps.campaigns.openById(user.campaignId);
      return tokensFor(user, consumed.familyId);
    },

    /**
     * Signs out: with a refresh token, that sign-in; without one, every sign-in. Either way the
     * user's access tokens end now (other devices get new ones with their refresh tokens).
     */
    async logout(refreshToken: string | undefined, session: SessionClaims | null): Promise<void> {
      const now = new Date();
      if (refreshToken) {
        const consumed = await deps.repository.consumeRefreshToken(hashToken(refreshToken), now);
        const userId = consumed?.userId ?? session?.userId;
        if (userId) await deps.repository.endAccessTokens(userId);
      } else if (session) await deps.repository.endAllSessions(session.userId, now);
    },

    async guest(code: string): Promise<GuestTokens> {
      const campaign = await deps.campaigns.resolveGuestCode(code);
      if (!campaign) throw notFound(authMessages.guestWithoutToken, 'UNKNOWN_CAMPAIGN_CODE');
      const user = await deps.users.insert({
        campaignId: campaign.id,
        kind: 'guest',
        name: 'Convidado',
      });
      const access = await deps.app.issueAccessToken(claimsOf(user));
      return { ...access, localId: user.id };
    },

    async voucher(
      uid: string,
      campaign: CampaignRow,
    ): Promise<{ tokens: GuestTokens; user: UserRow }> {
      const user = await deps.users.byVoucherUid(uid);
      if (!user || user.disabled) throw notFound(authMessages.userFetchFailed, 'UNKNOWN_VOUCHER');
      if (user.voucherUsed) throw conflict(authMessages.voucherUsed, 'VOUCHER_USED');
      if (user.campaignId !== campaign.id)
        throw forbidden(authMessages.campaignMismatch, 'CAMPAIGN_MISMATCH');
      const access = await deps.app.issueAccessToken(claimsOf(user));
      return { tokens: { ...access, localId: user.id }, user };
    },

    async register(input: Registration, campaign: CampaignRow): Promise<Tokens> {
      if (await deps.users.byEmail(input.email))
        throw conflict(registrationMessages.emailTaken, 'EMAIL_TAKEN');
      const user = await deps.users
        .insert({
          campaignId: campaign.id,
          kind: 'member',
          email: input.email.trim().toLowerCase(),
          passwordHash: await hash(input.password),
          name: input.name.trim(),
          lastName: input.lastName.trim(),
          cpf: onlyDigits(input.cpf),
          cellphone: input.cellphone,
        })
        .catch((error: unknown) => {
          // Two registrations racing on one e-mail: the unique index decides.
          if (isUniqueViolation(error))
            throw conflict(registrationMessages.emailTaken, 'EMAIL_TAKEN');
          throw error;
        });
      return tokensFor(user);
    },

    async requestPasswordReset(email: string): Promise<void> {
      const user = await deps.users.byEmail(email);
      if (!user?.email || user.kind !== 'member' || user.disabled) return;
      const token = newOpaqueToken();
      await deps.repository.insertPasswordReset({
        tokenHash: hashToken(token),
        userId: user.id,
        expiresAt: new Date(Date.now() + RESET_TTL_MS),
      });
      await deps.mailer.send({
        to: user.email,
        ...memberMail('forgotten-password', user, resetLink(token)),
      });
    },

    /**
     * A set-password link sent from the console: an invitation (the member chooses a first
     * password, valid 7 days) or a reset (1 hour). False when the account cannot receive one.
     */
    async sendPasswordLink(userId: string, kind: 'invite' | 'reset'): Promise<boolean> {
      const user = await deps.users.byId(userId);
      if (!user?.email || user.kind !== 'member' || user.disabled) return false;
      const token = newOpaqueToken();
      const invite = kind === 'invite';
      await deps.repository.insertPasswordReset({
        tokenHash: hashToken(token),
        userId: user.id,
        expiresAt: new Date(Date.now() + (invite ? INVITE_TTL_MS : RESET_TTL_MS)),
      });
      await deps.mailer.send({
        to: user.email,
        ...memberMail(
          invite ? 'invitation' : 'password-reset',
          user,
          await campaignResetLink(user.campaignId, token),
        ),
      });
      return true;
    },

    /** A member e-mail as it would be sent, with a sample link: no link is created. */
    previewMemberMail: (member: { name: string }, template: MemberMailTemplate) =>
      memberMail(template, member, resetLink('exemplo')),

    async confirmPasswordReset(token: string, password: string): Promise<void> {
      const now = new Date();
      const userId = await deps.repository.consumePasswordReset(hashToken(token), now);
      if (!userId) throw badRequest(authMessages.resetTokenInvalid, 'INVALID_RESET_TOKEN');
      await deps.users.update(userId, { passwordHash: await hash(password), firstAccess: false });
      await deps.repository.endAllSessions(userId, now);
    },

    async changeFirstAccessPassword(session: SessionClaims, password: string): Promise<void> {
      const user = await deps.users.byId(session.userId);
      if (!user || user.kind !== 'member') throw forbidden(authMessages.unauthorized);
      // Without the old password, only the pending first access may set one: a stolen access
      // token must not be enough to take over an account.
      if (!user.firstAccess) throw forbidden(authMessages.unauthorized, 'FIRST_ACCESS_DONE');
      await deps.users.update(user.id, { passwordHash: await hash(password), firstAccess: false });
    },

    /**
     * A member changes their password, proving it with the current one. A wrong current
     * password counts as a failed login of the account (the same lockout), and changes nothing.
     * Every refresh token is revoked, so other devices are signed out when their access token
     * ends; this session gets new tokens.
     */
    async changePassword(session: SessionClaims, change: PasswordChange): Promise<Tokens> {
      const user = await deps.users.byId(session.userId);
      if (
        !user ||
        user.kind !== 'member' ||
        user.disabled ||
        user.campaignId !== session.campaignId
      )
        throw forbidden(accountMessages.membersOnly, 'MEMBERS_ONLY');
      const account = (user.email ?? user.id).toLowerCase();
      const attempt = await attempts.reserve(account);
      if (!attempt) throw tooManyRequests(authMessages.tooManyAttempts);
      const valid = await verify(user.passwordHash ?? UNKNOWN_ACCOUNT_HASH, change.currentPassword);
      if (!user.passwordHash || !valid) {
        // 403, not 400: the request was well formed, and the failed attempt is recorded.
        throw new AppError(403, passwordMessages.currentWrong, 'WRONG_PASSWORD', {
          currentPassword: passwordMessages.currentWrong,
        });
      }
      await attempt.succeed();
      const now = new Date();
      await deps.users.update(user.id, {
        passwordHash: await hash(change.password),
        firstAccess: false,
      });
      await deps.repository.endAllSessions(user.id, now);
      return tokensFor(user);
    },

    async ssoAuthorizationUrl(campaignId: number): Promise<string> {
      const campaign = await deps.campaigns.openById(campaignId);
      if (!campaign.oidc)
        throw notFound('Esta campanha não possui login único.', 'SSO_NOT_CONFIGURED');
      const config = await identityProvider(campaign.oidc);
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      await deps.repository.purgeSsoStates(new Date(Date.now() - SSO_STATE_TTL_MS));
      await deps.repository.insertSsoState({ state, campaignId, codeVerifier, nonce });
      return oidc
        .buildAuthorizationUrl(config, {
          redirect_uri: redirectUri(),
          scope: campaign.oidc.scope,
          code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
          state,
          nonce,
        })
        .toString();
    },

    async ssoCallback(code: string, state: string): Promise<Tokens> {
      const pending = await deps.repository.takeSsoState(
        state,
        new Date(Date.now() - SSO_STATE_TTL_MS),
      );
      if (!pending) throw unauthorized(authMessages.unauthorized, 'SSO_STATE_INVALID');
      const campaign = await deps.campaigns.openById(pending.campaignId);
      if (!campaign.oidc) throw unauthorized(authMessages.unauthorized, 'SSO_NOT_CONFIGURED');
      const config = await identityProvider(campaign.oidc);
      const callbackUrl = new URL(redirectUri());
      callbackUrl.searchParams.set('code', code);
      callbackUrl.searchParams.set('state', state);
      // Providers that send `iss` on the redirect (RFC 9207) make the client require it, but the
      // browser posts only code and state. The state is bound to this campaign's one issuer, so
      // that issuer is the only one the response can come from.
      if (config.serverMetadata().authorization_response_iss_parameter_supported) {
        callbackUrl.searchParams.set('iss', config.serverMetadata().issuer);
      }
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: state,
          expectedNonce: pending.nonce,
        });
        claims = tokens.claims();
        // A conforming provider puts profile claims (email, names) in the ID token only for
        // implicit flows; with the code flow they come from the userinfo endpoint.
        if (claims && claims.email === undefined && config.serverMetadata().userinfo_endpoint) {
          const userInfo = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
          claims = { ...claims, ...userInfo, sub: claims.sub };
        }
      } catch (error) {
        throw new AppError(401, authMessages.unauthorized, 'SSO_EXCHANGE_FAILED', undefined, error);
      }
      if (!claims) throw unauthorized(authMessages.unauthorized, 'SSO_NO_ID_TOKEN');
      const user = await findOrProvisionSsoUser(campaign, claims);
      if (user.disabled) throw unauthorized(authMessages.unauthorized, 'ACCOUNT_BLOCKED');
      return tokensFor(user);
    },
  };

  async function findOrProvisionSsoUser(
    campaign: CampaignRow,
    claims: oidc.IDToken,
  ): Promise<UserRow> {
    const linked = await deps.users.bySsoSubject(campaign.id, claims.sub);
    if (linked) return linked;
    const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : null;
    const byEmail = email ? await deps.users.byEmail(email) : undefined;
    if (byEmail) {
      if (byEmail.campaignId !== campaign.id)
        throw forbidden(authMessages.campaignMismatch, 'CAMPAIGN_MISMATCH');
      // Linking by an address the provider has not verified would hand the account to anyone.
      if (claims.email_verified !== true)
        throw unauthorized(authMessages.unauthorized, 'SSO_EMAIL_UNVERIFIED');
      await deps.users.update(byEmail.id, { ssoSubject: claims.sub });
      return byEmail;
    }
    return deps.users.insert({
      campaignId: campaign.id,
      kind: 'member',
      email,
      name:
        typeof claims.given_name === 'string'
          ? claims.given_name
          : typeof claims.name === 'string'
            ? claims.name
            : 'Membro',
      lastName: typeof claims.family_name === 'string' ? claims.family_name : '',
      ssoSubject: claims.sub,
    });
  }
}
export type AuthService = ReturnType<typeof authService>;

const claimsOf = (user: UserRow): SessionClaims => ({
  userId: user.id,
  campaignId: user.campaignId,
  kind: user.kind,
});

/** Postgres unique violation, whether the driver error arrives bare or wrapped by Drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (
    let e: unknown = error;
    typeof e === 'object' && e !== null;
    e = (e as { cause?: unknown }).cause
  ) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
