import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';
import { authMessages, tokensSchema } from '@portal/domain/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, users } from '../src/db/schema';
import { bearer, createTestApp, type TestApp } from './helpers/testApp';

const redirectUri = 'http://localhost:3000/auth/callback';
const client = { client_id: 'portal-77', client_secret: 'portal-77-secret-0123456789abcdef' };

/** The identity provider's accounts: who signs in at the interaction step is chosen per test. */
const accounts: Record<
  string,
  { email: string; email_verified: boolean; given_name: string; family_name: string }
> = {
  'idp-joana': {
    email: 'joana.sso@loja.test',
    email_verified: true,
    given_name: 'Joana',
    family_name: 'Ribeiro',
  },
  'idp-maria': {
    email: 'membro@demo.test',
    email_verified: true,
    given_name: 'Maria',
    family_name: 'Souza',
  },
  'idp-carlos': {
    email: 'membro83@demo.test',
    email_verified: true,
    given_name: 'Carlos',
    family_name: 'Pereira',
  },
  'idp-unverified': {
    email: 'saldo@demo.test',
    email_verified: false,
    given_name: 'Sara',
    family_name: 'Alves',
  },
};
let signInAs = 'idp-joana';

/**
 * A real oidc-provider on 127.0.0.1 with a random port. Its interaction (login and consent)
 * pages are replaced by a handler that completes them programmatically for `signInAs`.
 */
async function startIdentityProvider(): Promise<{
  issuer: string;
  server: Server;
  provider: Provider;
}> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const configuration: Configuration = {
    clients: [
      {
        ...client,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    jwks: {
      keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test-key' }],
    },
    cookies: { keys: ['test-cookie-key-0123456789'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = accounts[sub];
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, ...account, name: `${account.given_name} ${account.family_name}` }),
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!req.url?.startsWith('/interaction/')) {
      void callback(req, res);
      return;
    }
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'login') {
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: signInAs } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      const accountId = details.session?.accountId ?? signInAs;
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      if (!grant) throw new Error('grant not found');
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  return { issuer, server, provider };
}

/** A browser for the round trip: follows redirects by hand and keeps the provider's cookies. */
async function browseToCallback(authorizationUrl: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 15; hop++) {
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      const value = pair.slice(index + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie))
        jar.delete(pair.slice(0, index));
      else jar.set(pair.slice(0, index), value);
    }
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`stopped at ${url}: ${response.status} ${await response.text()}`);
    const next = new URL(location, url);
    if (next.href.startsWith(redirectUri)) return next;
    url = next.href;
  }
  throw new Error('too many redirects');
}

describe('single sign-on through a local OIDC provider (authorization code + PKCE)', () => {
  let idp: Awaited<ReturnType<typeof startIdentityProvider>>;
  let t: TestApp;

  beforeAll(async () => {
    idp = await startIdentityProvider();
    t = await createTestApp();
    await t.database.db
      .update(campaigns)
      .set({
        oidc: {
          issuer: idp.issuer,
          clientId: client.client_id,
          clientSecret: client.client_secret,
          scope: 'openid email profile',
        },
      })
      .where(eq(campaigns.id, 77));
  });
  afterAll(async () => {
    await t?.close();
    idp?.server.closeAllConnections();
    await new Promise<void>((resolve) => idp?.server.close(() => resolve()));
  });

  const authorize = async (campaignId = 77) => {
    const response = await t.app.inject(`/api/auth?campaignId=${campaignId}`);
    return response;
  };
  const callback = (payload: { code: string; state: string }) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sso/callback', payload });

  it('answers 503 SSO_UNAVAILABLE with its message when the identity provider cannot be reached', async () => {
    await t.database.db
      .update(campaigns)
      .set({
        oidc: {
          issuer: 'http://127.0.0.1:1/unreachable',
          clientId: client.client_id,
          clientSecret: client.client_secret,
          scope: 'openid',
        },
      })
      .where(eq(campaigns.id, 0));
    const response = await authorize(0);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: authMessages.ssoUnavailable,
      code: 'SSO_UNAVAILABLE',
    });
  });

  it('the campaign says SSO is enabled, without exposing its client secret', async () => {
    const body = (await t.app.inject('/api/campaign/77')).body;
    expect(JSON.parse(body)).toMatchObject({ ssoEnabled: true });
    expect(body).not.toContain(client.client_secret);
  });

  it('gives the provider’s authorization URL with PKCE (S256), state and nonce', async () => {
    const response = await authorize();
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().url);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('client_id')).toBe(client.client_id);
    expect(url.searchParams.get('redirect_uri')).toBe(redirectUri);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    // The verifier stays on the server.
    expect(response.body).not.toContain('code_verifier');
  });

  it('round trip: the API exchanges the code and provisions a member of campaign 77; the state works once', async () => {
    signInAs = 'idp-joana';
    const authorization = new URL((await authorize()).json().url);
    const redirect = await browseToCallback(authorization.href);
    const code = redirect.searchParams.get('code');
    const state = redirect.searchParams.get('state');
    expect(code).toBeTruthy();
    expect(state).toBe(authorization.searchParams.get('state'));

    const response = await callback({ code: code ?? '', state: state ?? '' });
    expect(response.statusCode, response.body).toBe(200);
    const tokens = tokensSchema.parse(response.json());
    const me = await t.app.inject({ url: '/api/user', headers: bearer(tokens.idToken, 77) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: tokens.localId,
      email: 'joana.sso@loja.test',
      name: 'Joana Ribeiro',
      guest: false,
      travelVoucher: false,
      campaign: { id: 77 },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, tokens.localId));
    expect(row).toMatchObject({
      kind: 'member',
      campaignId: 77,
      ssoSubject: 'idp-joana',
      passwordHash: null,
    });

    const replay = await callback({ code: code ?? '', state: state ?? '' });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      error: authMessages.unauthorized,
      code: 'SSO_STATE_INVALID',
    });
  });

  it('a second sign-in of the same subject reaches the same member', async () => {
    signInAs = 'idp-joana';
    const redirect = await browseToCallback((await authorize()).json().url);
    const response = await callback({
      code: redirect.searchParams.get('code') ?? '',
      state: redirect.searchParams.get('state') ?? '',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.ssoSubject, 'idp-joana'));
    expect(response.json().localId).toBe(row?.id);
    expect(
      await t.database.db.select().from(users).where(eq(users.email, 'joana.sso@loja.test')),
    ).toHaveLength(1);
  });

  it('links an existing member of the campaign by e-mail', async () => {
    signInAs = 'idp-maria';
    const redirect = await browseToCallback((await authorize()).json().url);
    const response = await callback({
      code: redirect.searchParams.get('code') ?? '',
      state: redirect.searchParams.get('state') ?? '',
    });
    expect(response.statusCode).toBe(200);
    const me = await t.app.inject({
      url: '/api/user',
      headers: bearer(response.json().idToken, 77),
    });
    expect(me.json()).toMatchObject({ email: 'membro@demo.test', pointsBalance: 500000 });
  });

  it('does not link a member by an e-mail the provider has not verified', async () => {
    signInAs = 'idp-unverified';
    const redirect = await browseToCallback((await authorize()).json().url);
    const response = await callback({
      code: redirect.searchParams.get('code') ?? '',
      state: redirect.searchParams.get('state') ?? '',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      error: authMessages.unauthorized,
      code: 'SSO_EMAIL_UNVERIFIED',
    });
    const [saldo] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'saldo@demo.test'));
    expect(saldo?.ssoSubject).toBeNull();
  });

  it('refuses an identity whose e-mail belongs to a member of another campaign', async () => {
    signInAs = 'idp-carlos';
    const redirect = await browseToCallback((await authorize()).json().url);
    const response = await callback({
      code: redirect.searchParams.get('code') ?? '',
      state: redirect.searchParams.get('state') ?? '',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: authMessages.campaignMismatch });
  });

  it('refuses an unknown state, and a code that does not belong to the state', async () => {
    expect((await callback({ code: 'abc', state: 'never-issued' })).statusCode).toBe(401);
    signInAs = 'idp-joana';
    const first = await browseToCallback((await authorize()).json().url);
    const second = new URL((await authorize()).json().url);
    // The code of the first flow with the state of the second: PKCE verifier mismatch.
    const response = await callback({
      code: first.searchParams.get('code') ?? '',
      state: second.searchParams.get('state') ?? '',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'SSO_EXCHANGE_FAILED' });
  });

  it('404 for a campaign without single sign-on', async () => {
    const response = await authorize(83);
    expect(response.statusCode).toBe(404);
  });
});
