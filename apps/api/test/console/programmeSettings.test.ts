import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  programmeSettingsMessages,
  type AuditEntry,
  type CampaignSso,
  type ConsoleCampaignTerm,
} from '@portal/domain/operators';
import { consoleApp, consoleRequest } from '../helpers/console';
import type { TestApp } from '../helpers/testApp';

describe('programme settings from the console', { timeout: 120_000 }, () => {
  let t: TestApp;
  let admin: string;
  let support: string;
  beforeAll(async () => ({ t, admin, support } = await consoleApp()), 240_000);
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
    consoleRequest(t.app, method, url, { token, payload });
  const memberTerm = async (campaign: string, code = 'PURCHASE_TERMS') =>
    (await t.app.inject({ url: `/api/term/${code}`, headers: { campaign } })).json() as {
      name: string;
      content: string;
    };
  const trail = async (campaignId: number) =>
    (
      (await call('GET', `/audit?targetType=campaign&targetId=${campaignId}&limit=50`)).json()
        .entries as AuditEntry[]
    ).map((entry) => entry.action);

  it("saves a campaign's own purchase terms, which its members read and others do not", async () => {
    const defaults = await memberTerm('83');
    const text = {
      name: 'Condições do Férias Mais',
      description: 'Leia antes de comprar.',
      content: '<p>Pontos e cartão, conforme o regulamento do Férias Mais.</p>',
    };
    expect(
      (await call('PUT', '/campaigns/77/terms/PURCHASE_TERMS', text, support)).statusCode,
    ).toBe(403);
    const refused = await call('PUT', '/campaigns/77/terms/PURCHASE_TERMS', {
      ...text,
      content: '',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Campo obrigatório.');
    expect((await memberTerm('77')).name).toBe(defaults.name);

    const saved = await call('PUT', '/campaigns/77/terms/PURCHASE_TERMS', text);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await memberTerm('77')).toMatchObject({ name: text.name, content: text.content });
    expect(await memberTerm('83')).toEqual(defaults);

    const listed = (
      await call('GET', '/campaigns/77/terms', undefined, support)
    ).json() as ConsoleCampaignTerm[];
    expect(listed.map((term) => [term.code, term.custom])).toEqual([
      ['PURCHASE_TERMS', true],
      ['USE_TERMS_PRIVACY_POLICY', false],
    ]);
    expect(await trail(77)).toContain('campaign.terms_updated');
  });

  it('sets, changes (keeping the secret) and turns off single sign-on, never showing the secret', async () => {
    const sso = async () => (await call('GET', '/campaigns/83/sso')).json() as CampaignSso;
    const ssoEnabled = async () =>
      ((await t.app.inject({ url: '/api/campaign/83' })).json() as { ssoEnabled: boolean })
        .ssoEnabled;
    const settings = {
      issuer: 'https://idp.ferias.example.com',
      clientId: 'portal-ferias',
      clientSecret: '',
      scope: 'openid email profile',
    };
    await call('DELETE', '/campaigns/83/sso');
    const noSecret = await call('PUT', '/campaigns/83/sso', settings);
    expect(noSecret.statusCode).toBe(400);
    expect(noSecret.json().error).toBe(programmeSettingsMessages.clientSecret);
    const badIssuer = await call('PUT', '/campaigns/83/sso', { ...settings, issuer: 'idp' });
    expect(badIssuer.body).toContain(programmeSettingsMessages.issuer);
    expect((await call('GET', '/campaigns/83/sso', undefined, support)).statusCode).toBe(403);

    const saved = await call('PUT', '/campaigns/83/sso', {
      ...settings,
      clientSecret: 'segredo-do-idp',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain('segredo-do-idp');
    expect(await sso()).toEqual({
      enabled: true,
      issuer: settings.issuer,
      clientId: settings.clientId,
      scope: settings.scope,
      hasClientSecret: true,
    });
    expect(await ssoEnabled()).toBe(true);
    // the secret left empty keeps the stored one
    await call('PUT', '/campaigns/83/sso', { ...settings, clientId: 'portal-ferias-2' });
    expect(await sso()).toMatchObject({ clientId: 'portal-ferias-2', hasClientSecret: true });

    expect((await call('DELETE', '/campaigns/83/sso')).json()).toMatchObject({ enabled: false });
    expect(await ssoEnabled()).toBe(false);
    const actions = await trail(83);
    expect(actions.slice(0, 3)).toEqual([
      'campaign.sso_disabled',
      'campaign.sso_updated',
      'campaign.sso_updated',
    ]);
    const audit = await call('GET', '/audit?targetType=campaign&targetId=83&limit=50');
    expect(audit.body).not.toContain('segredo-do-idp');
  });
});
