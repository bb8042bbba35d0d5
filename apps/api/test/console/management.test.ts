import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cashToPoints } from '@portal/domain/money';
import {
  type AuditEntry,
  type BookingDetail,
  type CampaignSettingsInput,
  type ConsoleCampaign,
  type ConsoleCoupon,
  type ConsoleExperience,
  type ConsoleShowcase,
  type CouponUsage,
  type MemberDetail,
  type NewCampaign,
} from '@portal/domain/operators';
import { type CancelPreview } from '@portal/domain/bookings';
import { ledgerPostings } from '../../src/db/schema';
import { demoOperators } from '../../src/seed/operators';
import {
  CONVERSION_RATE,
  flightBooking,
  flightOffer,
  postBooking,
  prices,
} from '../bookings/helpers';
import { flightCoupon, PNG, sharedConsole } from '../helpers/console';
import { bearer, demo, login } from '../helpers/testApp';

describe('console management: campaigns, coupons, members, bookings', { timeout: 180_000 }, () => {
  const app = sharedConsole();
  const { call } = app;
  const audit = async (query: string): Promise<AuditEntry[]> =>
    (await call('GET', `/audit?limit=200&${query}`)).json().entries;
  /** Uploads the 1×1 PNG to an image route that the support role may not use. */
  const uploadAsAdminOnly = async (url: string): Promise<{ imageId: string; url: string }> => {
    const png = { contentType: 'image/png', dataBase64: PNG };
    expect((await call('POST', url, { payload: png, token: app.support })).statusCode).toBe(403);
    const image = await call('POST', url, { payload: png });
    expect(image.statusCode, image.body).toBe(201);
    return image.json();
  };

  async function campaign91(): Promise<NewCampaign> {
    const template = (await call('GET', '/campaigns/77')).json() as ConsoleCampaign;
    const layout = template.settings.campaignConfigLayout;
    return {
      id: 91,
      name: 'Viaja Mais',
      hosts: ['91.localhost'],
      guestCode: null,
      conversionRate: 40,
      settings: {
        ...template.settings,
        campaignCode: 'VIAJAMAIS',
        campaignConfig: { coinAlias: 'Milhas', shortenCoinAlias: 'Mi' },
        campaignConfigLayout: {
          ...layout,
          flight: true,
          hotel: true,
          experience: false,
          car: false,
          bus: false,
          entertainment: false,
          headerColor: '#6a1b9a',
          homeColor: '#6a1b9a',
          searchColor: '#00897b',
        },
      },
    };
  }

  it('creates a campaign that answers on its host once published, refuses a taken host and a support operator', async () => {
    const input = await campaign91();
    expect(
      (await call('POST', '/campaigns', { payload: input, token: app.support })).statusCode,
    ).toBe(403);
    const created = await call('POST', '/campaigns', { payload: input });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ status: 'draft', used: false });
    const published = await call('PUT', '/campaigns/91/lifecycle', {
      payload: { status: 'active', startsAt: null, endsAt: null },
    });
    expect(published.statusCode, published.body).toBe(200);
    const live = await app.t.app.inject({
      method: 'GET',
      url: '/api/campaign/current',
      headers: { host: '91.localhost:3000' },
    });
    expect(live.json()).toMatchObject({
      id: 91,
      name: 'Viaja Mais',
      campaignConfig: { coinAlias: 'Milhas' },
      campaignConfigLayout: { flight: true, hotel: true, car: false, headerColor: '#6a1b9a' },
    });
    expect(
      (await call('GET', '/campaigns', { token: app.support }))
        .json()
        .map((c: ConsoleCampaign) => c.id),
    ).toEqual([0, 77, 83, 91]);
    expect((await call('POST', '/campaigns', { payload: input })).statusCode).toBe(409);
    const taken = await call('POST', '/campaigns', {
      payload: { ...input, id: 92, hosts: ['77.localhost'] },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('O endereço 77.localhost já é usado por outra campanha.');
  });

  it('uploads a logo to file storage and saves it in the campaign', async () => {
    expect(
      (
        await call('POST', '/campaigns/91/images', {
          payload: {
            kind: 'logo',
            contentType: 'image/png',
            dataBase64: Buffer.from('<svg/>').toString('base64'),
          },
        })
      ).statusCode,
    ).toBe(400);
    const uploaded = await call('POST', '/campaigns/91/images', {
      payload: { kind: 'logo', contentType: 'image/png', dataBase64: PNG },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { url } = uploaded.json();
    expect(url).toMatch(/^\/files\/campaign\/91\/logo-[a-z0-9]+\.png$/);
    const file = await app.t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const { id: _id, ...input } = await campaign91();
    const saved = await call('PUT', '/campaigns/91', {
      payload: {
        ...input,
        settings: {
          ...input.settings,
          campaignConfigLayout: { ...input.settings.campaignConfigLayout, logo: url },
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      (await app.t.app.inject({ method: 'GET', url: '/api/campaign/91' })).json()
        .campaignConfigLayout.logo,
    ).toBe(url);
    const [update] = await audit('action=campaign.updated');
    expect((update?.before as ConsoleCampaign).settings.campaignConfigLayout.logo).toBe(
      '/files/campaign/77/logo',
    );
    expect((update?.after as ConsoleCampaign).settings.campaignConfigLayout.logo).toBe(url);
  });

  it('edits what members see and pay: coupon rule, points markup, shop, guest code, dates, banner, theme', async () => {
    const current = (await call('GET', '/campaigns/91')).json() as ConsoleCampaign;
    const { id: _id, createdAt: _created, ...input } = current;
    const settings: CampaignSettingsInput = {
      ...input.settings,
      shopUrl: 'https://loja.viajamais.example.com',
      advanceDaysCar: 3,
      advanceDaysExperience: 2,
      couponEnabled: true,
      coupon: {
        discountType: 2,
        value: 15,
        air: true,
        hotel: true,
        car: false,
        experience: false,
        bus: false,
        entertainment: false,
      },
      pointsMarkup: { flight: 10, hotel: 5, car: 0, bus: 0, experience: 0, entertainment: 0 },
      campaignConfigLayout: {
        ...input.settings.campaignConfigLayout,
        subHeaderSearch: true,
        homeImageBanner: true,
        linkHomeImage: '/busca',
        brandTheme: 'viajamais',
      },
    };
    const put = (changes: object) =>
      call('PUT', '/campaigns/91', {
        payload: { ...input, guestCode: 'CONVIDADO91', settings: { ...settings, ...changes } },
      });
    const saved = await put({});
    expect(saved.statusCode, saved.body).toBe(200);
    const live = (
      await app.t.app.inject({
        method: 'GET',
        url: '/api/campaign/current',
        headers: { host: '91.localhost' },
      })
    ).json();
    expect(live).toMatchObject({
      shopUrl: 'https://loja.viajamais.example.com',
      advanceDaysCar: 3,
      advanceDaysExperience: 2,
      coupon: { discountType: 2, value: 15, air: true, car: false },
      pointsMarkup: { flight: 10, hotel: 5 },
      campaignConfigLayout: {
        subHeaderSearch: true,
        homeImageBanner: true,
        linkHomeImage: '/busca',
        brandTheme: 'viajamais',
      },
    });
    const guest = await app.t.app.inject({
      method: 'GET',
      url: '/api/login-guest-by-campaign?code=convidado91',
    });
    expect(guest.statusCode, guest.body).toBe(200);
    const [line] = await audit('action=campaign.updated&targetId=91');
    expect(line).toMatchObject({
      before: { guestCode: null, settings: { coupon: input.settings.coupon } },
      after: { guestCode: 'CONVIDADO91', settings: { coupon: settings.coupon } },
    });

    const refusals: [object, string, string][] = [
      [
        { coupon: { ...settings.coupon, value: 150 } },
        'settings.coupon.value',
        'Um desconto percentual vai de 1% a 100%.',
      ],
      [
        { pointsMarkup: { ...settings.pointsMarkup, hotel: -5 } },
        'settings.pointsMarkup.hotel',
        'Informe um percentual inteiro de 0 a 500.',
      ],
      [
        { shopUrl: 'javascript:alert(1)' },
        'settings.shopUrl',
        'Informe um endereço que comece com http:// ou https://.',
      ],
      [
        { advanceDaysCar: 400 },
        'settings.advanceDaysCar',
        'Informe um número inteiro de dias, de 0 a 365.',
      ],
      [
        {
          campaignConfigLayout: {
            ...settings.campaignConfigLayout,
            linkHomeImage: 'javascript:alert(1)',
          },
        },
        'settings.campaignConfigLayout.linkHomeImage',
        'Informe um caminho do portal (ex.: /busca) ou um endereço http(s).',
      ],
      [
        { campaignConfigLayout: { ...settings.campaignConfigLayout, brandTheme: 'Porto Plus' } },
        'settings.campaignConfigLayout.brandTheme',
        'Use letras minúsculas, números e hífens.',
      ],
    ];
    for (const [changes, field, message] of refusals) {
      const refused = await put(changes);
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().fields[field], field).toBe(message);
    }
    const taken = await call('PUT', '/campaigns/91', {
      payload: { ...input, guestCode: 'convidado77', settings },
    });
    expect(taken.statusCode).toBe(409);
    expect(await audit('action=campaign.updated&targetId=91')).toHaveLength(2);
  });

  it('uploads the secondary logo of the campaign', async () => {
    const uploaded = await call('POST', '/campaigns/91/images', {
      payload: { kind: 'logoSecundaria', contentType: 'image/png', dataBase64: PNG },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json().url).toMatch(/^\/files\/campaign\/91\/logoSecundaria-[a-z0-9]+\.png$/);
  });

  it('puts a showcase with an uploaded image on the member home of the campaign, hides and deletes one', async () => {
    const { imageId, url } = await uploadAsAdminOnly('/campaigns/91/showcases/ofertas-91/images');
    expect(await audit('action=showcase.image_uploaded&campaignId=91&targetId=ofertas-91')).toEqual(
      [expect.objectContaining({ campaignId: 91, after: expect.objectContaining({ imageId }) })],
    );
    const showcase = {
      position: 1,
      name: 'Ofertas Viaja Mais',
      description: 'Hotéis com desconto',
      images: [
        {
          imageId,
          name: 'Hotel em São Paulo',
          description: 'Três noites',
          type: 'HOTEL',
          link: '/busca',
          price: 1200,
          originalPrice: 1500,
          startDate: null,
          endDate: null,
          airportOrigin: null,
          airportOriginName: null,
          airportDestination: null,
          airportDestinationName: null,
          cityCode: null,
          cityName: 'São Paulo',
          country: 'Brasil',
          location: null,
          locationName: null,
        },
      ],
    };
    expect(
      (
        await call('PUT', '/campaigns/91/showcases/ofertas-91', {
          payload: showcase,
          token: app.support,
        })
      ).statusCode,
    ).toBe(403);
    const saved = await call('PUT', '/campaigns/91/showcases/ofertas-91', { payload: showcase });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      (await call('PUT', '/campaigns/77/showcases/ofertas-91', { payload: showcase })).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', '/campaigns/77/showcases/ofertas-91/images', {
          payload: { contentType: 'image/png', dataBase64: PNG },
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', '/campaigns/91/showcases')).json()).toEqual([
      expect.objectContaining({ id: 'ofertas-91', name: 'Ofertas Viaja Mais', hidden: false }),
    ]);
    expect((await app.t.app.inject({ method: 'GET', url })).headers['content-type']).toBe(
      'image/png',
    );

    // hidden: still in the console, off the member home; shown again; deleted
    expect(
      (
        await call('PUT', '/campaigns/91/showcases/praias-91', {
          payload: { ...showcase, position: 2, name: 'Praias' },
        })
      ).statusCode,
    ).toBe(200);
    const created = await call('POST', '/campaigns/91/members', {
      payload: { email: 'leo91@demo.test', name: 'Leo', lastName: 'Reis', password: 'Senha@1234' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const member = await login(app.t.app, { email: 'leo91@demo.test', password: 'Senha@1234' }, 91);
    const home = async () => {
      const response = await app.t.app.inject({
        method: 'GET',
        url: '/api/showcase',
        headers: bearer(member.idToken, 91),
      });
      return (response.json() as { id: string }[]).map((s) => s.id);
    };
    expect(await home()).toEqual(['ofertas-91', 'praias-91']);
    const hide = (id: string, hidden: boolean, token = app.admin) =>
      call('PUT', `/campaigns/91/showcases/${id}/visibility`, { payload: { hidden }, token });
    expect((await hide('ofertas-91', true, app.support)).statusCode).toBe(403);
    const hidden = await hide('ofertas-91', true);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((hidden.json() as ConsoleShowcase).hidden).toBe(true);
    expect(await home()).toEqual(['praias-91']);
    expect(
      (await call('GET', '/campaigns/91/showcases'))
        .json()
        .map((s: ConsoleShowcase) => [s.id, s.hidden]),
    ).toEqual([
      ['ofertas-91', true],
      ['praias-91', false],
    ]);
    expect((await hide('ofertas-91', false)).statusCode).toBe(200);
    expect(await home()).toEqual(['ofertas-91', 'praias-91']);
    expect(
      (await call('DELETE', '/campaigns/91/showcases/praias-91', { token: app.support }))
        .statusCode,
    ).toBe(403);
    expect((await call('DELETE', '/campaigns/77/showcases/praias-91')).statusCode).toBe(404);
    expect((await call('DELETE', '/campaigns/91/showcases/praias-91')).statusCode).toBe(204);
    expect((await call('DELETE', '/campaigns/91/showcases/praias-91')).statusCode).toBe(404);
    expect(await home()).toEqual(['ofertas-91']);
    expect(
      (await audit('targetType=showcase&campaignId=91'))
        .map((e) => [e.action, e.targetId])
        .reverse(),
    ).toEqual([
      ['showcase.image_uploaded', 'ofertas-91'],
      ['showcase.created', 'ofertas-91'],
      ['showcase.created', 'praias-91'],
      ['showcase.hidden', 'ofertas-91'],
      ['showcase.shown', 'ofertas-91'],
      ['showcase.deleted', 'praias-91'],
    ]);
    const [deleted] = await audit('action=showcase.deleted');
    expect(deleted?.before).toMatchObject({ id: 'praias-91', name: 'Praias' });
  });

  it('keeps the experiences inventory: edits prices and sessions, adds one, switches one off', async () => {
    const inSaoPaulo = (
      await call('GET', '/experiences?cityIbge=3550308')
    ).json() as ConsoleExperience[];
    expect(inSaoPaulo.length).toBeGreaterThan(0);
    const { id, ...first } = inSaoPaulo[0] as ConsoleExperience;
    const edited = await call('PUT', `/experiences/${id}`, {
      payload: { ...first, priceCents: first.priceCents - 1000, times: ['09:00', '15:30'] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      id,
      priceCents: first.priceCents - 1000,
      times: ['09:00', '15:30'],
    });
    const { url } = await uploadAsAdminOnly('/experiences/EXP-3550308-91/images');
    expect(url).toMatch(/^\/files\/experience\/EXP-3550308-91\/img-/);
    const served = await app.t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const added = await call('PUT', '/experiences/EXP-3550308-91', {
      payload: { ...first, name: 'Passeio Viaja Mais', active: false, images: [url] },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ images: [url] });
    expect(
      (
        await call('PUT', '/experiences/EXP-3550308-92', {
          payload: { ...first, times: ['25:00'] },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call('GET', '/experiences?cityIbge=3550308'))
        .json()
        .map((e: ConsoleExperience) => e.id),
    ).toContain('EXP-3550308-91');
    const [update] = await audit('action=experience.updated');
    expect(update).toMatchObject({
      targetId: id,
      before: expect.objectContaining({ priceCents: first.priceCents }),
    });
  });

  it('creates and edits coupons of a campaign', async () => {
    const coupon = { ...flightCoupon('viaja15', 2, 15), hotel: true, usageLimit: 100 };
    const created = await call('POST', '/campaigns/91/coupons', { payload: coupon });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ code: 'VIAJA15', usages: 0, usageLimit: 100 });
    expect(
      (await call('POST', '/campaigns/91/coupons', { payload: { ...coupon, code: 'VIAJA15' } }))
        .statusCode,
    ).toBe(409);
    const edited = await call('PUT', `/campaigns/91/coupons/${created.json().id}`, {
      payload: {
        ...coupon,
        value: 20,
        usageLimit: 5,
        car: true,
        validFrom: '2026-12-01T00:00:00-03:00',
        validUntil: '2027-01-31T23:59:59-03:00',
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      value: 20,
      usageLimit: 5,
      car: true,
      validFrom: '2026-12-01T03:00:00.000Z',
      validUntil: '2027-02-01T02:59:59.000Z',
    });
    expect((await call('GET', '/campaigns/91/coupons')).json()).toHaveLength(1);
    expect(
      (
        await call('PUT', `/campaigns/91/coupons/${created.json().id}`, {
          payload: coupon,
          token: app.support,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses a coupon it cannot keep with a clear answer, and changes nothing', async () => {
    const coupon = flightCoupon('ERRADO', 2, 150);
    const tooMuch = await call('POST', '/campaigns/91/coupons', { payload: coupon });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      error: 'Um desconto percentual vai de 1% a 100%.',
      fields: { value: 'Um desconto percentual vai de 1% a 100%.' },
    });
    // 150 points off is fine
    const points = await call('POST', '/campaigns/91/coupons', {
      payload: { ...coupon, discountType: 1 },
    });
    expect(points.statusCode, points.body).toBe(201);
    const backwards = await call('PUT', `/campaigns/91/coupons/${points.json().id}`, {
      payload: {
        ...coupon,
        discountType: 1,
        validFrom: '2027-02-01T00:00:00Z',
        validUntil: '2027-01-01T00:00:00Z',
      },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toEqual({
      validUntil: 'O fim da validade deve ser depois do início.',
    });
    const nowhere = await call('POST', '/campaigns/999/coupons', {
      payload: { ...coupon, value: 10 },
    });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().error).toBe('Campanha não encontrada.');
    expect((await call('GET', '/campaigns/999/coupons')).statusCode).toBe(404);
    expect(
      (
        await call('PUT', `/campaigns/77/coupons/${points.json().id}`, {
          payload: { ...coupon, value: 10 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', '/campaigns/91/coupons'))
        .json()
        .map((c: ConsoleCoupon) => [c.code, c.validUntil]),
    ).toEqual([
      ['ERRADO', null],
      ['VIAJA15', '2027-02-01T02:59:59.000Z'],
    ]);
  });

  it('opens a member account, credits and debits with a reason, idempotently', async () => {
    const created = await call('POST', '/campaigns/91/members', {
      payload: { email: 'ana91@demo.test', name: 'Ana', lastName: 'Lima', password: 'Senha@1234' },
      token: app.support,
    });
    expect(created.statusCode, created.body).toBe(201);
    const memberId = created.json().id as string;
    const key = randomUUID();
    const credit = { direction: 'credit', points: 10_000, reason: 'Bônus de boas-vindas' };
    for (let i = 0; i < 2; i++) {
      const response = await call('POST', `/members/${memberId}/adjustments`, {
        payload: credit,
        headers: { 'idempotency-key': key },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const debit = await call('POST', `/members/${memberId}/adjustments`, {
      payload: { direction: 'debit', points: 500, reason: 'Ajuste de campanha' },
      headers: { 'idempotency-key': randomUUID() },
    });
    const detail = debit.json() as MemberDetail;
    expect(detail.balance).toBe(9500);
    expect(detail.statement.map((r) => r.description)).toEqual(
      expect.arrayContaining(['Bônus de boas-vindas', 'Ajuste de campanha']),
    );
    expect(
      (
        await call('POST', `/members/${memberId}/adjustments`, {
          payload: { ...credit, reason: '' },
          headers: { 'idempotency-key': randomUUID() },
        })
      ).statusCode,
    ).toBe(400);
    const found = await call('GET', '/members?campaignId=91&q=ana91');
    expect(found.json().map((m: { id: string }) => m.id)).toEqual([memberId]);
    expect(await audit('action=member.points_credited')).toHaveLength(1);
    const session = await login(
      app.t.app,
      { email: 'ana91@demo.test', password: 'Senha@1234' },
      91,
    );
    expect(session.localId).toBe(memberId);
  });

  it('finds bookings by locator and member, shows the saga, refunds and retries a stuck cancellation', async () => {
    const member = await login(app.t.app, demo.member);
    const offer = await flightOffer();
    const book = async () => {
      const response = await postBooking(
        app.t,
        member.idToken,
        flightBooking(offer, null, prices(offer.totalCents).pointsTotalValue),
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json().booking.locator as string;
    };
    const locator = await book();
    expect((await call('GET', `/bookings?locator=${locator.toLowerCase()}`)).json()).toEqual([
      expect.objectContaining({ locator, state: 'issued', memberEmail: demo.member.email }),
    ]);
    expect(
      (await call('GET', `/bookings?member=${demo.member.email}&state=issued`))
        .json()
        .map((b: { locator: string }) => b.locator),
    ).toContain(locator);
    const detail = (await call('GET', `/bookings/${locator}`)).json() as BookingDetail;
    expect(detail.steps.map((s) => [s.step, s.status])).toEqual([
      ['supplier', 'confirmed'],
      ['points', 'captured'],
      ['payment', 'none'],
      ['booking', 'issued'],
      ['cancellation', 'none'],
    ]);
    expect((await call('POST', `/bookings/${locator}/retry-cancellation`)).statusCode).toBe(409);
    expect((await call('GET', '/bookings?state=emitido')).statusCode).toBe(400);
    const preview = (
      await call('GET', `/bookings/${locator}/refund-preview`, { token: app.support })
    ).json() as CancelPreview;
    expect(preview).toMatchObject({ cancellable: true, refundPoints: detail.booking.pointsPaid });
    const refundReason = 'Membro pediu o cancelamento por telefone.';
    const blankReason = await call('POST', `/bookings/${locator}/refund`, {
      payload: { reason: '' },
      token: app.support,
    });
    expect(blankReason.statusCode).toBe(400);
    expect(blankReason.json().error).toBe('Informe o motivo do estorno.');
    const refunded = await call('POST', `/bookings/${locator}/refund`, {
      payload: { reason: refundReason },
      token: app.support,
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().booking).toMatchObject({
      state: 'cancelled',
      refundPoints: preview.refundPoints,
    });
    const again = await call('POST', `/bookings/${locator}/refund`, {
      payload: { reason: refundReason },
    });
    expect(again.statusCode).toBe(409);
    expect((await call('GET', `/bookings/${locator}/refund-preview`)).json()).toMatchObject({
      cancellable: false,
      refundPoints: 0,
    });
    const [failed, done, ...none] = await audit(`targetType=booking&targetId=${locator}`);
    expect(none).toEqual([]);
    expect(done).toMatchObject({
      action: 'booking.refunded',
      actorName: demoOperators.support.email,
      before: { state: 'issued' },
      after: { state: 'cancelled', reason: refundReason },
    });
    expect(failed).toMatchObject({
      action: 'booking.refund_failed',
      actorName: demoOperators.admin.email,
      before: { state: 'cancelled' },
      after: { reason: refundReason, error: again.json().error, code: again.json().code },
    });

    const stuck = await book();
    await app.t.database.db.execute(
      sql`update bookings set state = 'cancelling', updated_at = now() - interval '10 minutes' where locator = ${stuck}`,
    );
    expect((await call('GET', `/bookings/${stuck}`)).json()).toMatchObject({ stuck: true });
    const refused = await call('POST', `/bookings/${stuck}/retry-cancellation`, {
      token: app.support,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ADMIN_ONLY' });
    const settled = await book();
    await app.t.database.db.execute(
      sql`update bookings set state = 'cancelling', updated_at = now() - interval '10 minutes' where locator = ${settled}`,
    );
    const retried = await call('POST', `/bookings/${stuck}/retry-cancellation`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ stuck: false, booking: { state: 'cancelled' } });
    expect((await audit(`targetType=booking&targetId=${stuck}`)).map((e) => e.action)).toEqual([
      'booking.cancellation_retried',
    ]);
    // The retry is this booking's alone: another stuck cancellation waits for its own decision.
    expect((await call('GET', `/bookings/${settled}`)).json()).toMatchObject({
      stuck: true,
      booking: { state: 'cancelling' },
    });

    const resolve = (payload: object, token = app.admin) =>
      call('POST', `/bookings/${settled}/resolve-cancellation`, { payload, token });
    const reason = 'Fornecedor confirmou o cancelamento por telefone; estorno feito à parte.';
    expect((await resolve({ reason }, app.support)).statusCode).toBe(403);
    const noReason = await resolve({ reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect((await call('GET', `/bookings/${settled}`)).json()).toMatchObject({
      stuck: true,
      booking: { state: 'cancelling' },
    });
    const resolved = await resolve({ reason });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({
      stuck: false,
      booking: { state: 'cancelled', failureReason: 'CANCEL_RESOLVED_BY_OPERATOR' },
    });
    expect((await resolve({ reason })).statusCode).toBe(409);
    const [line, ...more] = await audit(`targetType=booking&targetId=${settled}`);
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      action: 'booking.cancellation_resolved',
      actorName: demoOperators.admin.email,
      before: { state: 'cancelling' },
      after: { state: 'cancelled', reason },
    });
  });

  it('lists the bookings that used a coupon, with the discount each got', async () => {
    const created = await call('POST', '/campaigns/77/coupons', {
      payload: { ...flightCoupon('CONSOLE5000', 1, 5000), usageLimit: 10 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const couponId = created.json().id as string;
    const usages = async () =>
      (
        await call('GET', `/campaigns/77/coupons/${couponId}/usages`, { token: app.support })
      ).json() as CouponUsage[];
    expect(await usages()).toEqual([]);
    const member = await login(app.t.app, demo.member);
    const offer = await flightOffer();
    const total = cashToPoints(offer.totalCents, CONVERSION_RATE);
    const booked = await postBooking(app.t, member.idToken, {
      ...flightBooking(offer, null),
      pointsTotalValue: total,
      cashTotalValue: offer.totalCents / 100,
      pointsPrice: total - 5000,
      cashPrice: 0,
      couponCode: 'console5000',
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const locator = booked.json().booking.locator as string;
    expect(await usages()).toEqual([
      expect.objectContaining({
        locator,
        memberEmail: demo.member.email,
        bookingState: 'issued',
        discountPoints: 5000,
        live: true,
      }),
    ]);
    expect((await call('GET', '/campaigns/77/coupons')).json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'CONSOLE5000', usages: 1 })]),
    );
    expect((await call('GET', `/campaigns/91/coupons/${couponId}/usages`)).statusCode).toBe(404);
  });

  it('writes a manual credit or debit and its audit line together, or neither', async () => {
    const created = await call('POST', '/campaigns/91/members', {
      payload: { email: 'bia91@demo.test', name: 'Bia', lastName: 'Reis', password: 'Senha@1234' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const memberId = created.json().id as string;
    const adjust = (direction: 'credit' | 'debit', points: number, key: string) =>
      call('POST', `/members/${memberId}/adjustments`, {
        payload: { direction, points, reason: 'Ajuste manual' },
        headers: { 'idempotency-key': key },
      });
    expect((await adjust('credit', 1000, 'bia-1')).statusCode).toBe(200);
    const { db } = app.t.database;
    await db.execute(
      sql.raw(
        `create function refuse_audit() returns trigger language plpgsql as $$ begin raise exception 'audit refused'; end $$`,
      ),
    );
    await db.execute(
      sql.raw(
        `create trigger refuse_audit before insert on audit_log for each row when (new.target_id = '${memberId}') execute function refuse_audit()`,
      ),
    );
    expect((await adjust('credit', 500, 'bia-2')).statusCode).toBe(500);
    expect((await adjust('debit', 300, 'bia-3')).statusCode).toBe(500);
    const unchanged = (await call('GET', `/members/${memberId}`)).json() as MemberDetail;
    expect(unchanged.balance).toBe(1000);
    expect(unchanged.statement).toHaveLength(1);
    expect(
      await db
        .select()
        .from(ledgerPostings)
        .where(inArray(ledgerPostings.idempotencyKey, ['console:bia-2', 'console:bia-3'])),
    ).toEqual([]);

    await db.execute(sql.raw('drop trigger refuse_audit on audit_log'));
    expect((await adjust('credit', 500, 'bia-2')).statusCode).toBe(200);
    const after = await adjust('debit', 300, 'bia-3');
    expect(after.statusCode, after.body).toBe(200);
    expect((after.json() as MemberDetail).balance).toBe(1200);
    expect(
      (await audit(`targetType=member&targetId=${memberId}`)).map((e) => e.action).reverse(),
    ).toEqual([
      'member.created',
      'member.points_credited',
      'member.points_credited',
      'member.points_debited',
    ]);
  });
});
