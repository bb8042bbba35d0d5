import { authMessages } from '@portal/domain/auth';
import { campaignSchema } from '@portal/domain/campaigns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProducts } from '../src/seed/campaigns';
import { bearer, createTestApp, demo, login, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const current = (headers: Record<string, string>) =>
  t.app.inject({ url: '/api/campaign/current', headers });

describe('GET /api/campaign/{id}', () => {
  it('serves campaign 77 with its layout', async () => {
    const response = await t.app.inject('/api/campaign/77');
    expect(response.statusCode).toBe(200);
    const campaign = campaignSchema.strict().parse(response.json());
    expect(campaign).toMatchObject({
      id: 77,
      disablePointActivity: false,
      ownCampaign: true,
      acceptCashPayment: true,
      cashPaymentPercentage: 70,
      couponEnabled: true,
      advanceDaysCar: 7,
      advanceDaysExperience: 1,
      campaignConfig: { coinAlias: 'Pontos', shortenCoinAlias: 'Pts' },
      campaignConfigLayout: {
        ...allProducts,
        subHeaderSearch: true,
        topDestinationsEnabled: true,
      },
      ssoEnabled: false,
    });
    expect(campaign.campaignConfigLayout.headers.some((h) => h.link.startsWith('/'))).toBe(true);
    expect(campaign.campaignConfigLayout.headers.some((h) => /^https?:/.test(h.link))).toBe(true);
    expect(campaign.campaignConfigLayout.footers).toHaveLength(2);
  });

  it('serves campaign 83 as cash-only and with other colours', async () => {
    const [c77, c83] = await Promise.all([
      t.app.inject('/api/campaign/77'),
      t.app.inject('/api/campaign/83'),
    ]);
    expect(c83.statusCode).toBe(200);
    expect(c83.json()).toMatchObject({ id: 83, disablePointActivity: true });
    expect(c83.json().campaignConfigLayout.headerColor).not.toBe(
      c77.json().campaignConfigLayout.headerColor,
    );
  });

  it('does not leak the guest code, hosts or identity-provider secrets', async () => {
    const body = (await t.app.inject('/api/campaign/77')).body;
    expect(body).not.toContain('CONVIDADO77');
    expect(body).not.toContain('clientSecret');
    expect(body).not.toContain('77.localhost');
  });

  it('404 for an unknown campaign, 400 for a malformed id', async () => {
    const missing = await t.app.inject('/api/campaign/999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'Campanha não encontrada.' });
    expect((await t.app.inject('/api/campaign/abc')).statusCode).toBe(400);
    expect((await t.app.inject('/api/campaign/-1')).statusCode).toBe(400);
  });
});

describe('campaign resolution: Campaign header, then host, then DEFAULT_CAMPAIGN_ID', () => {
  it('takes the Campaign header first', async () => {
    expect((await current({ campaign: '83', host: 'localhost:3000' })).json().id).toBe(83);
    expect((await current({ campaign: '77', host: '83.localhost:3000' })).json().id).toBe(77);
  });

  it('then the host', async () => {
    expect((await current({ host: '83.localhost:3000' })).json().id).toBe(83);
    expect((await current({ host: '83.localhost' })).json().id).toBe(83);
    expect((await current({ host: '77.localhost:3000' })).json().id).toBe(77);
  });

  it('then the default campaign 77', async () => {
    expect((await current({ host: 'localhost:3000' })).json().id).toBe(77);
    expect((await current({ host: 'portal.example.com' })).json().id).toBe(77);
    // An unknown or malformed header falls through to the host and the default.
    expect((await current({ campaign: '999', host: '83.localhost:3000' })).json().id).toBe(83);
    expect((await current({ campaign: 'abc', host: 'localhost:3000' })).json().id).toBe(77);
    expect((await current({ host: '999.localhost:3000' })).json().id).toBe(77);
  });
});

describe('campaign isolation', () => {
  it('a campaign-83 token sent with Campaign: 77 is refused on /api/user and /api/showcase', async () => {
    const tokens = await login(t.app, demo.member83, 83);
    for (const url of ['/api/user', '/api/showcase', '/api/user/balance-history']) {
      const response = await t.app.inject({ url, headers: bearer(tokens.idToken, 77) });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({
        error: authMessages.campaignMismatch,
        code: 'CAMPAIGN_MISMATCH',
      });
    }
  });

  it('a campaign-77 token sent with Campaign: 83 is refused too', async () => {
    const tokens = await login(t.app, demo.member, 77);
    const response = await t.app.inject({ url: '/api/user', headers: bearer(tokens.idToken, 83) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: authMessages.campaignMismatch });
  });

  it('a campaign-83 token alone never sees campaign-77 showcases', async () => {
    const tokens = await login(t.app, demo.member83, 83);
    const member77 = await login(t.app, demo.member, 77);
    const own77 = (
      await t.app.inject({ url: '/api/showcase', headers: bearer(member77.idToken, 77) })
    ).json() as { id: string }[];
    expect(own77.length).toBeGreaterThan(0);
    for (const headers of [
      { authorization: `Bearer ${tokens.idToken}` },
      { authorization: `Bearer ${tokens.idToken}`, campaign: '83' },
      { authorization: `Bearer ${tokens.idToken}`, host: '77.localhost:3000' },
    ]) {
      const response = await t.app.inject({ url: '/api/showcase', headers });
      expect(response.statusCode).toBe(200);
      const ids = (response.json() as { id: string }[]).map((s) => s.id);
      for (const showcase of own77) expect(ids).not.toContain(showcase.id);
    }
  });

  it('the user of a campaign-83 token is the campaign-83 member, with the cash-only campaign', async () => {
    const tokens = await login(t.app, demo.member83, 83);
    const response = await t.app.inject({
      url: '/api/user',
      headers: { authorization: `Bearer ${tokens.idToken}` },
    });
    expect(response.json()).toMatchObject({
      email: demo.member83.email,
      campaign: { id: 83, disablePointActivity: true },
    });
  });

  it('a guest of campaign 83 cannot use its token on campaign 77', async () => {
    const guest = (await t.app.inject('/api/login-guest-by-campaign?code=CONVIDADO83')).json();
    const response = await t.app.inject({
      url: '/api/showcase',
      headers: bearer(guest.idToken, 77),
    });
    expect(response.statusCode).toBe(403);
  });
});
