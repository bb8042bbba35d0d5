import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lifecycleMessages, type CampaignLifecycle } from '@portal/domain/campaigns';
import { type AuditEntry, type ConsoleCampaign, type NewCampaign } from '@portal/domain/operators';
import { consoleApp, consoleRequest } from '../helpers/console';
import { bearer, login, type TestApp } from '../helpers/testApp';

const day = 24 * 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const member = { email: 'ana61@demo.test', password: 'Senha@1234' };

describe(
  'campaign lifecycle: draft, schedule, deactivation and deletion',
  { timeout: 180_000 },
  () => {
    let t: TestApp;
    let admin: string;
    let support: string;
    beforeAll(async () => ({ t, admin, support } = await consoleApp()), 240_000);
    afterAll(async () => t?.close());

    const call = (
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: object,
      token = admin,
    ) => consoleRequest(t.app, method, url, { token, payload });
    const lifecycle = (id: number, body: CampaignLifecycle, token = admin) =>
      call('PUT', `/campaigns/${id}/lifecycle`, body, token);
    const onHost = (host: string) =>
      t.app.inject({ method: 'GET', url: '/api/campaign/current', headers: { host } });
    const audit = async (id: number): Promise<AuditEntry[]> =>
      (
        (await call('GET', `/audit?limit=200&targetId=${id}`)).json().entries as AuditEntry[]
      ).filter((entry) => entry.targetType === 'campaign');

    async function newCampaign(
      id: number,
      extra: Partial<NewCampaign> = {},
    ): Promise<ConsoleCampaign> {
      const {
        createdAt: _c,
        status: _s,
        startsAt: _b,
        endsAt: _e,
        used: _u,
        ...template
      } = (await call('GET', '/campaigns/77')).json() as ConsoleCampaign;
      const created = await call('POST', '/campaigns', {
        ...template,
        id,
        name: `Férias ${id}`,
        hosts: [`ferias${id}.localhost`],
        guestCode: null,
        ...extra,
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json();
    }

    it('starts a campaign as a draft its host does not serve, nor the default in its place', async () => {
      const created = await newCampaign(61, { guestCode: 'CONVIDADO61' });
      expect(created).toMatchObject({ status: 'draft', startsAt: null, endsAt: null, used: false });
      const host = await onHost('ferias61.localhost:3000');
      expect(host.statusCode).toBe(403);
      expect(host.json()).toMatchObject({
        error: lifecycleMessages.notOpen,
        code: 'CAMPAIGN_NOT_OPEN',
      });
      const byHeader = await t.app.inject({
        method: 'GET',
        url: '/api/campaign/current',
        headers: { campaign: '61' },
      });
      expect(byHeader.json()).toMatchObject({ code: 'CAMPAIGN_NOT_OPEN' });

      // an admin may open accounts before the launch; they cannot sign in yet
      const opened = await call('POST', '/campaigns/61/members', {
        email: member.email,
        name: 'Ana',
        lastName: 'Lima',
        password: member.password,
      });
      expect(opened.statusCode, opened.body).toBe(201);
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { host: 'ferias61.localhost' },
        payload: member,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(lifecycleMessages.notOpen);
      const guest = await t.app.inject({
        method: 'GET',
        url: '/api/login-guest-by-campaign?code=CONVIDADO61',
      });
      expect(guest.json()).toMatchObject({ code: 'CAMPAIGN_NOT_OPEN' });
    });

    it('publishes a draft (admins only) and never takes it back to draft', async () => {
      const open = { status: 'active', startsAt: null, endsAt: null } as const;
      expect((await lifecycle(61, open, support)).statusCode).toBe(403);
      const published = await lifecycle(61, open);
      expect(published.statusCode, published.body).toBe(200);
      expect(published.json()).toMatchObject({ status: 'active', used: true });
      expect((await onHost('ferias61.localhost')).json()).toMatchObject({
        id: 61,
        name: 'Férias 61',
      });
      await login(t.app, member, 61);

      const back = await lifecycle(61, { ...open, status: 'draft' });
      expect(back.statusCode).toBe(409);
      expect(back.json()).toMatchObject({
        error: lifecycleMessages.backToDraft,
        code: 'BACK_TO_DRAFT',
      });
      expect((await call('GET', '/campaigns/61')).json().status).toBe('active');
      expect((await audit(61)).map((entry) => entry.action)).toContain('campaign.published');
    });

    it('honours the dates: not open before the start, closed after the end', async () => {
      const later = await lifecycle(61, { status: 'active', startsAt: at(day), endsAt: null });
      expect(later.statusCode, later.body).toBe(200);
      expect((await onHost('ferias61.localhost')).json()).toMatchObject({
        code: 'CAMPAIGN_NOT_OPEN',
      });

      const ended = await lifecycle(61, {
        status: 'active',
        startsAt: at(-2 * day),
        endsAt: at(-day),
      });
      expect(ended.statusCode, ended.body).toBe(200);
      expect((await onHost('ferias61.localhost')).json()).toMatchObject({
        error: lifecycleMessages.closed,
        code: 'CAMPAIGN_CLOSED',
      });

      const backwards = await lifecycle(61, {
        status: 'active',
        startsAt: at(day),
        endsAt: at(-day),
      });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.body).toContain(lifecycleMessages.scheduleOrder);
      expect((await call('GET', '/campaigns/61')).json().endsAt).toBe(ended.json().endsAt);

      const running = await lifecycle(61, {
        status: 'active',
        startsAt: at(-day),
        endsAt: at(day),
      });
      expect(running.statusCode).toBe(200);
      expect((await onHost('ferias61.localhost')).json()).toMatchObject({ id: 61 });
      const [last] = await audit(61);
      expect(last).toMatchObject({
        action: 'campaign.scheduled',
        after: { status: 'active', endsAt: running.json().endsAt },
      });
    });

    it('deactivates: its host, sign-in, sessions and refresh are refused as closed; reactivates', async () => {
      const tokens = await login(t.app, member, 61);
      const deactivated = await lifecycle(61, { status: 'inactive', startsAt: null, endsAt: null });
      expect(deactivated.statusCode, deactivated.body).toBe(200);

      const host = await onHost('ferias61.localhost');
      expect(host.statusCode).toBe(403);
      expect(host.json()).toEqual({ error: lifecycleMessages.closed, code: 'CAMPAIGN_CLOSED' });
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { host: 'ferias61.localhost' },
        payload: member,
      });
      expect(signIn.statusCode).toBe(403);
      expect(signIn.json().error).toBe(lifecycleMessages.closed);
      const session = await t.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: bearer(tokens.idToken, 61),
      });
      expect(session.statusCode).toBe(401);
      expect(session.json()).toMatchObject({
        error: lifecycleMessages.closed,
        code: 'CAMPAIGN_CLOSED',
      });
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refreshToken: tokens.refreshToken },
      });
      expect(refresh.json()).toMatchObject({ code: 'CAMPAIGN_CLOSED' });
      // the rest of the portal is untouched
      expect((await onHost('77.localhost')).json()).toMatchObject({ id: 77 });

      const reactivated = await lifecycle(61, { status: 'active', startsAt: null, endsAt: null });
      expect(reactivated.statusCode).toBe(200);
      expect((await onHost('ferias61.localhost')).json()).toMatchObject({ id: 61 });
      await login(t.app, member, 61);
      expect((await audit(61)).slice(0, 2).map((entry) => entry.action)).toEqual([
        'campaign.reactivated',
        'campaign.deactivated',
      ]);
    });

    it('deletes only a draft nobody used; a used or published campaign stays', async () => {
      expect((await call('DELETE', '/campaigns/61')).json()).toMatchObject({ code: 'NOT_A_DRAFT' });

      await newCampaign(62);
      await call('POST', '/campaigns/62/members', {
        email: 'rui62@demo.test',
        name: 'Rui',
        lastName: 'Melo',
        password: member.password,
      });
      const used = await call('DELETE', '/campaigns/62');
      expect(used.statusCode).toBe(409);
      expect(used.json()).toEqual({ error: lifecycleMessages.deleteUsed, code: 'CAMPAIGN_USED' });

      await newCampaign(63);
      const showcase = await call('PUT', '/campaigns/63/showcases/vitrine-63', {
        position: 0,
        name: 'Vitrine',
        description: '',
        images: [],
      });
      expect(showcase.statusCode, showcase.body).toBe(200);
      expect((await call('DELETE', '/campaigns/63', undefined, support)).statusCode).toBe(403);
      const deleted = await call('DELETE', '/campaigns/63');
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect((await call('GET', '/campaigns/63')).statusCode).toBe(404);
      const [line] = await audit(63);
      expect(line).toMatchObject({
        action: 'campaign.deleted',
        before: { id: 63, status: 'draft' },
      });
      expect((await call('GET', '/campaigns')).json().map((c: ConsoleCampaign) => c.id)).toEqual([
        0, 61, 62, 77, 83,
      ]);
    });
  },
);
